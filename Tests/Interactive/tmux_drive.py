#!/usr/bin/env python3
"""Drives `responder-demo --interactive` as a person would, in a real terminal (tmux).

Each check starts the built demo in a tmux session of a fixed size, sends real xterm SGR mouse escape
sequences and keys with `tmux send-keys`, reads the screen with `tmux capture-pane -p`, and checks what a
person would see. Usage: tmux_drive.py PATH-TO-responder-demo. Exits non-zero on the first failed check and
prints the screen it saw.
"""
import shlex
import subprocess
import sys
import time

COLUMNS, ROWS = 100, 32
SESSION = "responder-demo-test"


def tmux(*args, check=True):
    return subprocess.run(["tmux", *args], check=check, capture_output=True, text=True).stdout


def screen():
    return tmux("capture-pane", "-p", "-t", SESSION)


def wait_for(predicate, what, timeout=10.0):
    """Polls the screen until predicate(screen) holds; the demo redraws asynchronously."""
    deadline = time.time() + timeout
    text = ""
    while time.time() < deadline:
        text = screen()
        if predicate(text):
            return text
        time.sleep(0.1)
    fail(f"timed out waiting for {what}", text)


def fail(message, text):
    print(f"FAIL: {message}\n--- screen ---\n{text}\n--------------")
    tmux("kill-session", "-t", SESSION, check=False)
    sys.exit(1)


def trace_panel(text):
    """The trace panel's entries, one per line: the panel wraps long entries at its inner width, so a full
    row continues on the next one."""
    lines = text.splitlines()
    top = next((row for row, line in enumerate(lines) if "┌─trace" in line), None)
    if top is None:
        return ""
    left = lines[top].index("┌─trace")
    right = lines[top].index("┐", left)
    width = right - left - 1
    entries = ""
    for line in lines[top + 1:]:
        if len(line) <= left or line[left] != "│":
            break
        row = line[left + 1:right].rstrip()
        entries += row if len(row) == width else row + "\n"
    return entries


def in_panel(needle, text):
    """Whether the trace panel shows needle; spaces are ignored, since a wrapped row loses its trailing space."""
    return needle.replace(" ", "") in trace_panel(text).replace(" ", "").replace("\n", "")


def find(text, needle):
    """(column, row), 0-based, of the first occurrence of needle on screen."""
    for row, line in enumerate(text.splitlines()):
        column = line.find(needle)
        if column >= 0:
            return column, row
    fail(f"{needle!r} is not on screen", text)


def click(column, row):
    """A left-button press and release at a 0-based cell, as SGR mouse reports (1-based)."""
    press = f"\x1b[<0;{column + 1};{row + 1}M"
    release = f"\x1b[<0;{column + 1};{row + 1}m"
    tmux("send-keys", "-t", SESSION, "-l", press)
    time.sleep(0.15)
    tmux("send-keys", "-t", SESSION, "-l", release)


def start(demo, after=""):
    """Starts the demo in a fresh session; `after` runs in the same shell once the demo has exited."""
    tmux("kill-session", "-t", SESSION, check=False)
    command = f"{shlex.quote(demo)} --interactive; {after} sleep 30"
    tmux("new-session", "-d", "-s", SESSION, "-x", str(COLUMNS), "-y", str(ROWS), "sh", "-c", command)
    return wait_for(lambda text: "trace" in text and "Save" in text, "the demo to draw")


def check_button_click(demo):
    text = start(demo)
    column, row = find(text, "Save")
    click(column + 1, row)
    wait_for(lambda text: in_panel("'saveName:'", text), "the button's action in the trace panel")
    wait_for(lambda text: in_panel("hitTest: touch 1", text) and in_panel('UIButton"button"', text),
             "the hit test naming the button")
    print("ok - a click on the button shows its action in the trace panel")


def check_typing_into_text_field(demo):
    text = start(demo)
    column, row = find(text, "your name")
    click(column + 2, row)
    wait_for(lambda text: "keyboard" in text, "the system keyboard to come up")
    # Letters, a space and a q: while the field edits, q is a letter, not quit.
    tmux("send-keys", "-t", SESSION, "-l", "Hi q")
    text = wait_for(lambda text: "Hi q" in text.splitlines()[row], "the typed text in the text field")
    if "EXIT=" in text:
        fail("q quit while the text field was editing", text)
    tmux("send-keys", "-t", SESSION, "BSpace")
    wait_for(lambda text: "Hi " in text.splitlines()[row] and "Hi q" not in text.splitlines()[row], "backspace")
    # Escape's key command ends editing: the keyboard goes and q quits again.
    tmux("send-keys", "-t", SESSION, "Escape")
    wait_for(lambda text: in_panel("Escape's key command reached the controller", text) and "nowPlaying" in text,
             "Escape's key command in the trace, and the controller's input view up instead of the keyboard")
    print("ok - text typed into the field appears there, with backspace; Escape ends editing")


def check_background_brings_input_view(demo):
    text = start(demo)
    column, row = find(text, "bottomBackground")
    click(column + 30, row + 8)
    wait_for(lambda text: "nowPlaying" in text and "Play" in text, "the custom input view")
    print("ok - a click on the background ends editing and brings up the custom input view")


def exited(text):
    """The shell after the demo printed its exit status and both stty settings."""
    words = text.split()
    return "EXIT=" in text and any(w in words for w in ("icanon", "-icanon")) and any(w in words for w in ("echo", "-echo"))


def check_quit_restores_terminal(demo):
    start(demo, after='echo "EXIT=$?"; stty -a | tr " " "\\n" | grep -x -e "-\\?icanon" -e "-\\?echo";')
    tmux("send-keys", "-t", SESSION, "q")
    text = wait_for(exited, "the demo to exit after q")
    lines = text.split()
    if "EXIT=0" not in lines or "icanon" not in lines or "echo" not in lines:
        fail("q did not exit with 0 and a restored terminal (canonical mode and echo back on)", text)
    start(demo, after='echo "EXIT=$?"; stty -a | tr " " "\\n" | grep -x -e "-\\?icanon" -e "-\\?echo";')
    tmux("send-keys", "-t", SESSION, "C-c")
    text = wait_for(exited, "the demo to exit after Ctrl-C")
    if "EXIT=0" not in text.split() or "icanon" not in text.split():
        fail("Ctrl-C did not exit with 0 and a restored terminal", text)
    print("ok - q and Ctrl-C quit and restore the terminal")


def check_garbage_does_not_crash(demo):
    text = start(demo)
    # Malformed and hostile sequences: cut-off mouse reports, absurd coordinates, unknown CSI, lone escapes.
    for junk in ["\x1b[<0;99999999999;1M", "\x1b[<0;;M", "\x1b[<;1;1m", "\x1b[999999Z", "\x1b[<0;5;5",
                 "\x1bO", "\x1b[<64;3;3M", "\x1b[<2;4;4M", "\x1b[<0;4;4m"]:
        tmux("send-keys", "-t", SESSION, "-l", junk)
    time.sleep(0.3)
    column, row = find(text, "Save")
    click(column + 1, row)
    wait_for(lambda text: in_panel("'saveName:'", text), "the demo to survive junk and still click")
    print("ok - malformed escape sequences are dropped and the demo keeps working")


def check_resize(demo):
    start(demo)
    tmux("resize-window", "-t", SESSION, "-x", "70", "-y", "40")
    # Narrower than the side panel's minimum: the trace panel moves below the app.
    wait_for(lambda text: len(text.splitlines()[0].rstrip()) <= 70 and "┌─trace" in text
             and not text.splitlines()[0].rstrip().endswith("┐ ┌─trace"), "the layout to follow the resize")
    print("ok - a terminal resize resizes the screen and the layout follows")


def main():
    demo = sys.argv[1]
    check_button_click(demo)
    check_typing_into_text_field(demo)
    check_background_brings_input_view(demo)
    check_garbage_does_not_crash(demo)
    check_resize(demo)
    check_quit_restores_terminal(demo)
    tmux("kill-session", "-t", SESSION, check=False)
    print("interactive: 6 passed, 0 failed")


if __name__ == "__main__":
    main()
