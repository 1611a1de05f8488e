#!/usr/bin/env python3
"""Drives `responder-demo --interactive` as a person would, in a real terminal (tmux).

Each check starts the built demo in a tmux session of a fixed size, sends real xterm SGR mouse escape
sequences and keys with `tmux send-keys`, reads the screen with `tmux capture-pane -p`, and checks what a
person would see. Usage: tmux_drive.py PATH-TO-responder-demo. Exits non-zero on the first failed check and
prints the screen it saw.
"""
import os
import shlex
import signal
import subprocess
import sys
import time

COLUMNS, ROWS = 100, 32
SESSION = "responder-demo-test"
# A tmux server of this run's own, so that runs side by side (and a person's tmux) never share sessions.
SOCKET = f"responder-demo-{os.getpid()}"


def tmux(*args, check=True):
    return subprocess.run(["tmux", "-L", SOCKET, *args], check=check, capture_output=True, text=True).stdout


def new_session(*command):
    """A fresh session running command. Killing the previous session may have stopped this run's server, and
    a new-session that reaches it while it shuts down fails: try again."""
    for attempt in range(20):
        if subprocess.run(["tmux", "-L", SOCKET, "new-session", "-d", "-s", SESSION, "-x", str(COLUMNS),
                           "-y", str(ROWS), *command], capture_output=True).returncode == 0:
            return
        time.sleep(0.1)
    fail("tmux could not start a session", "")


def screen():
    return tmux("capture-pane", "-p", "-t", SESSION)


def wait_for(predicate, what, timeout=30.0):
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
    tmux("kill-server", check=False)
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
    new_session("sh", "-c", command)
    return wait_for(lambda text: "trace" in text and "Save" in text, "the demo to draw")


def check_button_click(demo):
    text = start(demo)
    column, row = find(text, "Save")
    click(column + 1, row)
    wait_for(lambda text: in_panel("'saveName:'", text), "the button's action in the trace panel")
    wait_for(lambda text: in_panel("hitTest: touch 1", text) and in_panel('UIButton[', text)
             and in_panel('"button"', text),
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


def drag(column, row, to_column, steps=10):
    """A left-button drag along a row: press, motion reports with the button held, release (SGR)."""
    tmux("send-keys", "-t", SESSION, "-l", f"\x1b[<0;{column + 1};{row + 1}M")
    time.sleep(0.1)
    for step in range(1, steps + 1):
        x = column + (to_column - column) * step // steps
        tmux("send-keys", "-t", SESSION, "-l", f"\x1b[<32;{x + 1};{row + 1}M")
        time.sleep(0.05)
    tmux("send-keys", "-t", SESSION, "-l", f"\x1b[<0;{to_column + 1};{row + 1}m")


def app_part(text):
    """The screen left of the trace panel, where the app is drawn."""
    lines = text.splitlines()
    left = lines[0].find("┌─trace") if lines else -1
    return "\n".join(line[:left] if left >= 0 else line for line in lines)


def check_list_scene(demo):
    """The List button opens the list: a click on a row selects it (the controller's didSelectRowAt override
    says so in the trace panel), a leftward drag on another row shows Delete, a click on Delete deletes the
    row, and Done closes the list."""
    text = start(demo)
    column, row = find(text, "List")
    click(column + 1, row)
    text = wait_for(lambda text: "Message 3" in text and "Done" in text and "Settings" in text,
                    "the list with its rows, header and Done button")
    column, row = find(text, "Message 3")
    click(column + 2, row)
    wait_for(lambda text: in_panel("didSelectRowAt section 1 row 2: Message 3 is selected", text),
             "the row's selection in the trace panel")
    # The selected row carries the selection bar at its leading edge.
    text = wait_for(lambda text: any(line.startswith("▌") and "Message 3" in line for line in text.splitlines()),
                    "the selected row drawn with its bar")
    column, row = find(text, "Message 5")
    # From well inside the row, 22 columns (176 points) left: past half the Delete button's width, short of a
    # full swipe.
    drag(column + 40, row, column + 18)
    # The row follows the finger, so Delete shows during the drag; the click waits until the row has settled.
    wait_for(lambda text: "Delete" in app_part(text).splitlines()[row], "Delete beside the swiped row")
    time.sleep(0.5)
    text = wait_for(lambda text: "Delete" in app_part(text).splitlines()[row], "Delete to stay after the lift")
    column, _ = find(app_part(text), "Delete")
    click(column + 2, row)
    text = wait_for(lambda text: in_panel("commit .delete: Message 5 deleted, 29 messages left", text)
                    and "Message 5" not in app_part(text), "the row deleted")
    column, row = find(text, "Done")
    click(column + 1, row)
    wait_for(lambda text: in_panel("Done closed the list", text) and "your name" in text, "the list closed")
    print("ok - the list opens; a click selects a row, a swipe shows Delete, Delete deletes it, Done closes")


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


def check_pointer_reports(demo):
    """Any-motion reporting (1003) makes motion hover; the wheel is a discrete scroll and the right button a
    secondary click, each with the modifier bits of its SGR code (M1-M3)."""
    text = start(demo)
    column, row = find(text, "Save")
    for report in [f"\x1b[<35;{column + 1};{row + 1}M", f"\x1b[<35;{column + 2};{row + 1}M",
                   f"\x1b[<68;{column + 2};{row + 1}M", f"\x1b[<2;{column + 2};{row + 1}M",
                   f"\x1b[<2;{column + 2};{row + 1}m"]:
        tmux("send-keys", "-t", SESSION, "-l", report)
    wait_for(lambda text: in_panel("input: hover at", text) and in_panel("input: scroll wheel at", text)
             and in_panel("input: touch 2 down", text) and in_panel("input: touch 2 up", text),
             "hover, the wheel and a right click in the trace panel")
    click(column + 1, row)
    wait_for(lambda text: in_panel("'saveName:'", text), "a left click to still press the button")
    print("ok - motion arrives as hover, the wheel as scroll, the right button as a click; the left still taps")


def shell_output(command, marker):
    """Types command into the pane's shell and returns the lines it printed before `echo marker` ran. The
    marker is written as $((...)) so the typed command line itself never matches."""
    tmux("send-keys", "-t", SESSION, "-l", f"{command}; echo {marker}-$((6*7))")
    tmux("send-keys", "-t", SESSION, "Enter")
    text = wait_for(lambda text: f"{marker}-42" in text.splitlines(), f"{command!r} to run in the shell")
    lines = text.splitlines()
    end = lines.index(f"{marker}-42")
    start = max(row for row in range(end) if marker in lines[row])
    return lines[start + 1:end]


def pane_flags():
    """What the terminal (tmux) has been asked for: alternate screen, any mouse reporting, SGR mouse."""
    return tmux("display-message", "-p", "-t", SESSION,
                "#{alternate_on} #{mouse_any_flag} #{mouse_sgr_flag}").split()


def demo_pid():
    shell = tmux("list-panes", "-t", SESSION, "-F", "#{pane_pid}").split()[0]
    children = subprocess.run(["pgrep", "-P", shell], capture_output=True, text=True).stdout.split()
    return int(children[0]) if children else None


def check_stopped_and_cooked(how, times):
    """The demo stopped (the shell says so for the `times`th time), gave the terminal back cooked, left the
    alternate screen and turned mouse reporting off."""
    text = wait_for(lambda text: text.count("Stopped") >= times, f"the shell to report the demo stopped after {how}")
    if pane_flags() != ["0", "0", "0"]:
        fail(f"after {how}: alternate screen / mouse reporting / SGR mouse still on: {pane_flags()}", text)
    settings = shell_output("stty -a | tr ' ' '\\n' | grep -x -e '-\\?icanon' -e '-\\?echo'", f"STTY{times}")
    if sorted(settings) != ["echo", "icanon"]:
        fail(f"after {how} the terminal is not cooked: stty shows {settings}", screen())


def check_continued():
    """`fg` brings the demo back: raw mode, alternate screen, mouse reporting, the whole screen redrawn."""
    tmux("send-keys", "-t", SESSION, "-l", "fg")
    tmux("send-keys", "-t", SESSION, "Enter")
    text = wait_for(lambda text: "┌─trace" in text and "Save" in text and "your name" in text
                    and "STTY" not in text, "fg to bring the demo back with its screen redrawn")
    if pane_flags() != ["1", "1", "1"]:
        fail(f"after fg: alternate screen / mouse reporting / SGR mouse not all on again: {pane_flags()}", text)
    return text


def check_suspend_and_continue(demo):
    """Ctrl-Z and SIGTSTP hand the terminal back to an interactive shell; fg takes it again."""
    tmux("kill-session", "-t", SESSION, check=False)
    new_session("env", "PS1=$ ", "bash", "--norc", "--noprofile", "-i")
    wait_for(lambda text: "$" in text, "the shell's prompt")
    tmux("send-keys", "-t", SESSION, "-l", f"{shlex.quote(demo)} --interactive")
    tmux("send-keys", "-t", SESSION, "Enter")
    wait_for(lambda text: "┌─trace" in text and "Save" in text, "the demo to draw")
    if pane_flags() != ["1", "1", "1"]:
        fail(f"interactive mode without alternate screen and mouse reporting: {pane_flags()}", screen())
    tmux("send-keys", "-t", SESSION, "C-z")
    check_stopped_and_cooked("Ctrl-Z", 1)
    text = check_continued()
    # Stopping sent the app to the background and continuing brought it back (spec N1).
    text = wait_for(lambda text: in_panel("input: lifecycle enterBackground", text)
                    and in_panel("input: lifecycle becomeActive", text), "the app's trip to the background")
    # The demo still works after coming back: a click on the button reaches its action.
    column, row = find(text, "Save")
    click(column + 1, row)
    wait_for(lambda text: in_panel("'saveName:'", text), "a click to work after fg")
    # SIGTSTP sent from outside (kill -TSTP) takes the same way.
    pid = demo_pid()
    if pid is None:
        fail("the demo is not running after fg", screen())
    os.kill(pid, signal.SIGTSTP)
    check_stopped_and_cooked("kill -TSTP", 2)
    check_continued()
    tmux("send-keys", "-t", SESSION, "q")
    wait_for(lambda text: text.rstrip().endswith("$"), "q to quit back to the shell")
    print("ok - Ctrl-Z and SIGTSTP stop the demo with the terminal cooked and mouse reporting off; fg redraws it")


def check_bracketed_paste(demo):
    """A ~100 KB paste (tmux adds the bracket codes because the demo asked for bracketed paste) lands in the
    field quickly, as one insertion: the newlines and the q inside it are text, not Return and quit."""
    text = start(demo)
    column, row = find(text, "your name")
    click(column + 2, row)
    wait_for(lambda text: "keyboard" in text, "the system keyboard to come up")
    line = "the quick brown fox \x1b[A jumps over the lazy dog\n"
    body = line * (100_000 // len(line)) + "END-OF-PASTE"
    # set-buffer's argument must fit in one tmux message (16 KB); load-buffer reads any size from stdin.
    subprocess.run(["tmux", "-L", SOCKET, "load-buffer", "-b", "paste", "-"], input=body, text=True, check=True)
    started = time.time()
    tmux("paste-buffer", "-t", SESSION, "-b", "paste", "-p")
    text = wait_for(lambda text: "END-OF-PASTE" in text.splitlines()[row], "the end of the paste in the field",
                    timeout=10)
    elapsed = time.time() - started
    # Still editing (the system keyboard's return key is up), still running, and one insertion in the trace.
    if "return" not in text or "┌─trace" not in text or not in_panel('input: type "the quick brown fox', text):
        fail("the paste was read as keys: the field stopped editing or the demo quit", text)
    print(f"ok - a bracketed paste of {len(body)} bytes shows its end in the field ({elapsed:.1f} s)")


def check_focus_reports(demo):
    """The terminal losing and gaining focus (the reports of ESC[?1004h) makes the app inactive and active again
    (spec N1); a click afterwards still works."""
    text = start(demo)
    tmux("send-keys", "-t", SESSION, "-l", "\x1b[O")
    wait_for(lambda text: in_panel("input: lifecycle resignActive", text), "focus out to resign active")
    tmux("send-keys", "-t", SESSION, "-l", "\x1b[I")
    wait_for(lambda text: in_panel("input: lifecycle becomeActive", text), "focus in to become active")
    column, row = find(text, "Save")
    click(column + 1, row)
    wait_for(lambda text: in_panel("'saveName:'", text), "a click to work after focus came back")
    print("ok - focus out and in make the app resign and become active; clicks work after")


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
    check_pointer_reports(demo)
    check_resize(demo)
    check_quit_restores_terminal(demo)
    check_suspend_and_continue(demo)
    check_bracketed_paste(demo)
    check_focus_reports(demo)
    check_list_scene(demo)
    tmux("kill-server", check=False)
    print("interactive: 11 passed, 0 failed")


if __name__ == "__main__":
    main()
