#!/usr/bin/env python3
"""relax in make bench: each practice runs 20 s at 30 frames a second in a 200×50 pseudo-terminal
(truecolor), the particles with 6,000 asked for and a mouse sweeping across them. Reports CPU
(user + system ÷ 20 s), the bytes written a second (what the frame diffing leaves) and the worst
and mean time to make and write a frame (coach's own --measure). Prints Markdown table rows."""
import fcntl
import os
import resource
import select
import struct
import subprocess
import sys
import tempfile
import termios
import time

coach = sys.argv[1]
seconds = float(sys.argv[2]) if len(sys.argv) > 2 else 20
work = tempfile.mkdtemp()
env = dict(os.environ, COACH_HOME=os.path.join(work, "data"), XDG_CONFIG_HOME=os.path.join(work, "config"),
           TERM="xterm-256color", COLORTERM="truecolor")
env.pop("NO_COLOR", None)


def run(practice, extra, mouse):
    """CPU seconds, bytes written and coach's measurements of one session."""
    measure = os.path.join(work, practice + ".txt")
    cpu, written = session([coach, "relax", practice, "--minutes", str(seconds / 60), "--measure", measure] + extra, mouse)
    return cpu, written, dict(part.split("=") for part in open(measure).read().split())


def session(command, mouse=False, stop_after=None):
    """CPU seconds and bytes written of one program in a 200×50 pseudo-terminal."""
    master, slave = os.openpty()
    fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", 50, 200, 0, 0))
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    process = subprocess.Popen(command, stdin=slave, stdout=slave, stderr=slave, env=env, start_new_session=True)
    os.close(slave)
    written, start, sweep = 0, time.monotonic(), 0
    while True:
        ready, _, _ = select.select([master], [], [], 0.05)
        if ready:
            try:
                chunk = os.read(master, 1 << 16)
            except OSError:
                break
            if not chunk:
                break
            written += len(chunk)
        if mouse and process.poll() is None:
            sweep += 1  # a pointer crossing the window and back, 20 reports a second
            column = 1 + abs((sweep * 3) % 398 - 199)
            os.write(master, f"\x1b[<35;{column};{25 + (sweep // 40) % 10}M".encode())
        if stop_after and time.monotonic() - start >= stop_after and process.poll() is None:
            process.terminate()
        if process.poll() is not None and not ready:
            break
    process.wait()
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    os.close(master)
    return (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime), written


peer_cpu, peer_bytes = session(["cmatrix"], stop_after=seconds)
print(f"| `cmatrix` (the peer, its default speed) in 200×50, {seconds:.0f} s: CPU; bytes a second | "
      f"{peer_cpu / seconds * 100:.1f} % of one core; {peer_bytes / seconds / 1024:.0f} KiB/s | — | — | — |")


for practice, extra, mouse in [("fire", [], False), ("mandala", [], False), ("scenes", ["--interval", "5s"], False),
                               ("particles", ["--particles", "6000", "--preset", "dynamic"], True)]:
    cpu, written, figures = run(practice, extra, mouse)
    label = f"`relax {practice}` " + ("(6,000 particles, mouse sweeping)" if mouse else "(scenes every 5 s)" if practice == "scenes" else "")
    print(f"| {label.strip()} at 30 fps in 200×50, {seconds:.0f} s: CPU; bytes a second (whole frames); worst / mean frame | "
          f"{cpu / seconds * 100:.1f} % of one core; {written / seconds / 1024:.0f} KiB/s (drawn whole: {int(figures['whole_bytes']) / seconds / 1024:.0f}); {float(figures['worst_ms']):.1f} / {float(figures['mean_ms']):.2f} ms "
          f"({figures['frames']} frames) | cmatrix {peer_cpu / seconds * 100:.1f} % | {cpu / max(peer_cpu, 1e-9):.2f}× | CPU under 10 % of one core |")
