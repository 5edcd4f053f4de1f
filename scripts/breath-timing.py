#!/usr/bin/env python3
"""Times a real 60-second breathing session from outside: this process reads coach's piped
output and stamps each line as it arrives, then reports the worst lateness of any phase
against its ideal start and the drift of the end. A naive loop of relative sleeps is
measured the same way for comparison. Prints Markdown table rows."""
import os
import subprocess
import sys
import tempfile
import time


def stamp(command, env=None):
    """(arrival time, line) for every output line, times relative to the first line."""
    process = subprocess.Popen(command, stdout=subprocess.PIPE, env=env, bufsize=0)
    lines = []
    for raw in iter(process.stdout.readline, b""):
        lines.append((time.monotonic(), raw.decode().rstrip("\n")))
    process.wait()
    return lines


def measure(lines, offsets, end):
    """Worst lateness of the phase lines and the drift of the end line, in milliseconds."""
    phases = [(t, offset) for (t, _), offset in zip(lines, offsets)]
    start = phases[0][0]
    worst = max((t - start - offset) * 1000 for t, offset in phases)
    drift = (lines[-1][0] - start - end) * 1000
    return worst, drift


def main():
    coach = sys.argv[1]
    home = tempfile.mkdtemp()
    env = dict(os.environ, COACH_HOME=home, COACH_HISTORY=home + "/history")
    # coherence 5-5 for one minute: 12 phase lines, then the summary at 60 s.
    lines = stamp([coach, "breathe", "coherence", "--minutes", "1", "--plain"], env)
    phase_lines = [(t, text) for t, text in lines if "(cycle " in text]
    offsets = [int(text[:2]) * 60 + int(text[3:5]) for _, text in phase_lines]
    worst, drift = measure(phase_lines + [lines[-1]], offsets, 60)
    naive = stamp(["bash", "-c", "for i in $(seq 0 11); do echo $((i * 5)); sleep 5; done; echo done"])
    naive_worst, naive_drift = measure(naive, [i * 5 for i in range(12)], 60)
    print(f"| breathing timing, 60 s `breathe coherence --plain` (12 phases) | worst lateness {worst:.1f} ms, "
          f"drift {drift:.1f} ms | naive sleep loop: worst {naive_worst:.1f} ms, drift {naive_drift:.1f} ms | — | ≤ 5 ms, ≤ 2 ms |")


if __name__ == "__main__":
    main()
