#!/usr/bin/env python3
"""Sound in make bench. CPU: a 60 s `coach sound ocean` played into ALSA's null device (no card
needed), user + system time over 60 s. Cue timing: a 40 s `breathe --cues` session played into
ALSA's file plugin (Tests/ShellTests/Sound/alsa-capture.conf); each cue's first non-silent sample
in the capture is compared with its phase's deadline, and with the same session rendered offline
(--sound-file), which holds the tone's own soft rise. Prints Markdown table rows."""
import os
import resource
import subprocess
import sys
import tempfile

RATE = 48_000
coach = sys.argv[1]
config = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Tests", "ShellTests", "Sound", "alsa-capture.conf")
work = tempfile.mkdtemp()
env = dict(os.environ, COACH_HOME=os.path.join(work, "data"), XDG_CONFIG_HOME=os.path.join(work, "config"))


def cpu(arguments, extra):
    """User + system seconds of one run of coach."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    subprocess.run([coach] + arguments, env=dict(env, **extra), stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, check=True)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


def onsets(samples, expected):
    """The first non-silent frame at or after each expected frame (searching 100 ms either side)."""
    found = []
    for frame in expected:
        start = max(0, frame - RATE // 10)
        hit = next((f for f in range(start, min(len(samples), frame + RATE // 10)) if samples[f] != 0), None)
        found.append(hit)
    return found


def frames(path, skip):
    """The left channel of a 16-bit stereo file, `skip` bytes of header left out."""
    data = open(path, "rb").read()[skip:]
    return [int.from_bytes(data[i:i + 2], "little", signed=True) for i in range(0, len(data) - 3, 4)]


seconds = cpu(["sound", "ocean", "--minutes", "1"], {"COACH_SOUND_DEVICE": "null"})
session = ["breathe", "quick", "--inhale", "2", "--hold", "1", "--exhale", "2", "--cycles", "8", "--cues"]
capture = os.path.join(work, "cues.raw")
subprocess.run([coach] + session, env=dict(env, ALSA_CONFIG_PATH="/usr/share/alsa/alsa.conf:" + config, COACH_SOUND_CAPTURE=capture),
               stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, check=True)
offline = os.path.join(work, "cues.wav")
subprocess.run([coach] + session + ["--sound-file", offline], env=env, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, check=True)
deadlines = [round((cycle * 5 + offset) * RATE) for cycle in range(8) for offset in (0, 2, 3)]
played, rendered = onsets(frames(capture, 0), deadlines), onsets(frames(offline, 44), deadlines)
missing = sum(1 for hit in played if hit is None)
late = [abs(hit - deadline) * 1000 / RATE for hit, deadline in zip(played, deadlines) if hit is not None]
drift = [abs(hit - ref) * 1000 / RATE for hit, ref in zip(played, rendered) if hit is not None and ref is not None]
print(f"| CPU of a 60 s `coach sound ocean` into ALSA's null device (user + system ÷ 60 s) | {seconds / 60 * 100:.2f} % of one core | — | — | under 3 % |")
print(f"| cue onsets in a 40 s `breathe --cues` capture vs the phase deadlines ({len(deadlines)} cues, {missing} missing): worst; worst vs the offline render | "
      f"{max(late):.2f} ms; {max(drift):.2f} ms | — | — | ≤ 5 ms |")
