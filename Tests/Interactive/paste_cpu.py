#!/usr/bin/env python3
"""Measures the CPU time `responder-demo --interactive` spends on one large paste into its text field.

Usage: paste_cpu.py PATH-TO-responder-demo [BYTES] [bracketed|plain] [field|nowhere]

Starts the demo in tmux, taps the text field, loads BYTES of text (letters and spaces, no newlines, ending in
a marker) into a tmux buffer and pastes it, with bracket codes (`paste-buffer -p`, which tmux only adds when
the application asked for bracketed paste mode) or without them. It waits until the field shows the marker
and the process has gone quiet, then prints the demo's user+system CPU seconds spent from the paste to then.
With `nowhere` the field is not tapped, so no text input takes the keys: a plain paste then measures the
terminal front end and the press path alone, without the text field's own cost per insertion.
Not run by CI: it reports a number for RELIABILITY.md rather than checking one.
"""
import os
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import tmux_drive as drive  # noqa: E402

MARKER = "END-OF-PASTE"


def demo_pid():
    """The demo's process id: the child of the pane's shell."""
    shell = drive.tmux("list-panes", "-t", drive.SESSION, "-F", "#{pane_pid}").split()[0]
    children = subprocess.run(["pgrep", "-P", shell], capture_output=True, text=True).stdout.split()
    return int(children[0])


def cpu_seconds(pid):
    """utime + stime of pid, from /proc (fields 14 and 15, in clock ticks)."""
    with open(f"/proc/{pid}/stat") as stat:
        fields = stat.read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def main():
    demo = sys.argv[1]
    size = int(sys.argv[2]) if len(sys.argv) > 2 else 1_000_000
    bracketed = (sys.argv[3] if len(sys.argv) > 3 else "bracketed") == "bracketed"
    into_field = (sys.argv[4] if len(sys.argv) > 4 else "field") == "field"
    words = "lorem ipsum dolor sit amet "
    body = (words * (size // len(words) + 1))[: size - len(MARKER)] + MARKER
    text = drive.start(demo)
    column, row = drive.find(text, "your name")
    if into_field:
        drive.click(column + 2, row)
        drive.wait_for(lambda text: "keyboard" in text, "the system keyboard to come up")
    with tempfile.NamedTemporaryFile("w", delete=False) as file:
        file.write(body)
    drive.tmux("load-buffer", "-b", "bench", file.name)
    os.unlink(file.name)
    pid = demo_pid()
    before = cpu_seconds(pid)
    started = time.time()
    drive.tmux("paste-buffer", "-t", drive.SESSION, "-b", "bench", *(["-p"] if bracketed else []))
    if into_field:
        drive.wait_for(lambda text: MARKER in text.splitlines()[row], "the end of the paste in the field",
                       timeout=600)
    else:
        time.sleep(1)
    # The marker shows on the first frame after the last insertion; wait for the process to go quiet.
    last = cpu_seconds(pid)
    while True:
        time.sleep(1)
        now = cpu_seconds(pid)
        if now == last:
            break
        last = now
    print(f"{size} bytes, {'bracketed' if bracketed else 'plain'}, {'into the field' if into_field else 'nowhere'}: "
          f"{last - before:.2f} s CPU, "
          f"{time.time() - started:.1f} s wall")
    drive.tmux("kill-server", check=False)


if __name__ == "__main__":
    main()
