#!/usr/bin/env python3
"""Drives `responder-demo --window` as a person would, in a real X server (Xvfb), with real X input.

It first checks that with no display `--window` fails with a message saying so. Then it starts its own Xvfb, opens the demo's window, and with xdotool clicks the Save button, types into the text
field, presses Escape, opens the list (selects a row, swipes another to delete it, closes it with Done), resizes the window and closes it, checking each step in the trace lines the demo prints
on standard output. Screenshots of the whole X screen (ImageMagick's `import -window root`) are compared by
pixel colour at the button before and while it is pressed, and in the trace panel's place before and after the
resize, so the drawing is checked too. Usage: sdl_drive.py PATH-TO-responder-demo [SCREENSHOT.png]. Exits
non-zero on the first failed check, printing the trace it saw; with SCREENSHOT, saves the window's picture
after typing (the README's screenshot).
"""
import ctypes
import os
import subprocess
import sys
import tempfile
import threading
import time

# Set once Xvfb has chosen a free display number (-displayfd), so runs side by side never share a server.
DISPLAY = None
ENV = dict(os.environ)
ENV.pop("DISPLAY", None)
ENV.pop("WAYLAND_DISPLAY", None)
ENV.pop("SDL_VIDEODRIVER", None)
# Points in the window (the app's screen is 390 x 640, the trace panel 380 wide on its right).
BUTTON_INSIDE = (24, 168)   # inside the Save button (16, 160, 160 x 48), away from its title
FIELD = (100, 72)           # the text field (16, 48, 300 x 48)
RIGHT_SIDE = (500, 300)     # the trace panel before the resize, the app's screen after it
LIST_BUTTON = (260, 184)    # the List button (192, 160, 120 x 48)
# In the list: the navigation bar's Done, and rows 44 points tall below the Settings section (Inbox's header at
# 160, Message 1 from 188).
DONE = (342, 22)
MESSAGE_3 = (100, 298)
MESSAGE_3_EMPTY = (300, 298)
MESSAGE_5_Y = 386

lines = []
lines_lock = threading.Lock()


def fail(message):
    with lines_lock:
        trace = "\n".join(lines[-60:])
    print(f"FAIL: {message}\n--- trace (last 60 lines) ---\n{trace}\n-----------------------------")
    cleanup()
    sys.exit(1)


processes = []


def cleanup():
    for process in reversed(processes):
        if process.poll() is None:
            process.kill()
            process.wait()


def xdotool(*args):
    result = subprocess.run(["xdotool", *args], env=ENV, capture_output=True, text=True)
    if result.returncode != 0:
        fail(f"xdotool {' '.join(args)} failed: {result.stderr.strip()}")
    return result.stdout


def wait_for(predicate, what, timeout=20.0):
    deadline = time.time() + timeout
    while time.time() < deadline:
        with lines_lock:
            if predicate(lines):
                return
        time.sleep(0.05)
    fail(f"timed out waiting for {what}")


def wait_for_line(needle, what, start=0):
    """Waits for a trace line containing needle, among the lines from index start on."""
    wait_for(lambda seen: any(needle in line for line in seen[start:]), what)


def line_count():
    with lines_lock:
        return len(lines)


def pixel(origin, point):
    """The colour (r, g, b) of the X screen at point in the window whose top-left corner is origin."""
    with tempfile.NamedTemporaryFile(suffix=".png") as shot:
        subprocess.run(["import", "-window", "root", shot.name], env=ENV, check=True, capture_output=True)
        x, y = origin[0] + point[0], origin[1] + point[1]
        text = subprocess.run(["convert", shot.name, "-format", f"%[fx:int(255*p{{{x},{y}}}.r)],"
                               f"%[fx:int(255*p{{{x},{y}}}.g)],%[fx:int(255*p{{{x},{y}}}.b)]", "info:"],
                              check=True, capture_output=True, text=True).stdout
    return tuple(int(value) for value in text.split(","))


def wait_for_pixel(origin, point, predicate, what, timeout=10.0):
    deadline = time.time() + timeout
    colour = None
    while time.time() < deadline:
        colour = pixel(origin, point)
        if predicate(colour):
            return colour
        time.sleep(0.1)
    fail(f"timed out waiting for {what}: the pixel at {point} is {colour}")


def is_light(colour):
    return min(colour) >= 200


def is_tint(colour):
    # The system tint (0, 122, 255) the button fills with while highlighted.
    return colour[2] >= 200 and colour[0] <= 60


def is_dark(colour):
    return max(colour) <= 60


def is_selection(colour):
    # The selected row's light blue (210, 228, 255).
    return abs(colour[0] - 210) <= 12 and abs(colour[1] - 228) <= 12 and colour[2] >= 240


def close_window(window):
    """Asks the window to close as a window manager's close button does: a WM_DELETE_WINDOW client message."""
    x11 = ctypes.CDLL("libX11.so.6")
    x11.XOpenDisplay.restype = ctypes.c_void_p
    x11.XInternAtom.restype = ctypes.c_ulong
    x11.XInternAtom.argtypes = [ctypes.c_void_p, ctypes.c_char_p, ctypes.c_int]
    x11.XSendEvent.argtypes = [ctypes.c_void_p, ctypes.c_ulong, ctypes.c_int, ctypes.c_long, ctypes.c_void_p]
    display = x11.XOpenDisplay(DISPLAY.encode())
    if not display:
        fail("cannot open the X display to close the window")

    class ClientMessage(ctypes.Structure):
        _fields_ = [("type", ctypes.c_int), ("serial", ctypes.c_ulong), ("send_event", ctypes.c_int),
                    ("display", ctypes.c_void_p), ("window", ctypes.c_ulong), ("message_type", ctypes.c_ulong),
                    ("format", ctypes.c_int), ("data", ctypes.c_long * 5), ("pad", ctypes.c_long * 12)]

    event = ClientMessage()
    event.type = 33  # ClientMessage
    event.window = window
    event.message_type = x11.XInternAtom(display, b"WM_PROTOCOLS", 0)
    event.format = 32
    event.data[0] = x11.XInternAtom(display, b"WM_DELETE_WINDOW", 0)
    event.data[1] = 0  # CurrentTime
    x11.XSendEvent(display, window, 0, 0, ctypes.byref(event))
    x11.XFlush(ctypes.c_void_p(display))
    x11.XCloseDisplay(ctypes.c_void_p(display))


def main():
    if len(sys.argv) not in (2, 3):
        print(__doc__)
        sys.exit(2)
    demo = sys.argv[1]
    screenshot = sys.argv[2] if len(sys.argv) == 3 else None

    # 0. With no display, --window says so and fails, rather than run an invisible window.
    result = subprocess.run([demo, "--window"], env=ENV, capture_output=True, text=True, timeout=60)
    if result.returncode == 0 or "cannot open a window" not in result.stderr:
        fail(f"--window with no display exited {result.returncode}: {result.stderr.strip()}")

    global DISPLAY
    reader, writer = os.pipe()
    xvfb = subprocess.Popen(["Xvfb", "-displayfd", str(writer), "-screen", "0", "1280x800x24", "-nolisten", "tcp"],
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, pass_fds=[writer])
    processes.append(xvfb)
    os.close(writer)
    with os.fdopen(reader) as chosen:
        number = chosen.readline().strip()
    if not number:
        fail("Xvfb did not start")
    DISPLAY = f":{number}"
    ENV["DISPLAY"] = DISPLAY
    deadline = time.time() + 10
    while subprocess.run(["xdotool", "getdisplaygeometry"], env=ENV, capture_output=True).returncode != 0:
        if time.time() > deadline or xvfb.poll() is not None:
            fail("Xvfb did not start")
        time.sleep(0.1)

    app = subprocess.Popen([demo, "--window"], env=ENV, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    processes.append(app)

    def read():
        for line in app.stdout:
            with lines_lock:
                lines.append(line.rstrip("\n"))
    threading.Thread(target=read, daemon=True).start()

    wait_for_line("host: screen 390 x 640", "the window's first layout")
    found = subprocess.run(["xdotool", "search", "--sync", "--onlyvisible", "--name", "ResponderKit"],
                           env=ENV, capture_output=True, text=True, timeout=20).stdout.split()
    if not found:
        fail("no window named ResponderKit")
    window = found[0]
    xdotool("windowmove", "--sync", window, "0", "0")
    xdotool("windowfocus", "--sync", window)
    origin = (0, 0)

    def at(point):
        return [str(origin[0] + point[0]), str(origin[1] + point[1])]

    # 1. The button: light before, the tint while the left button holds it, its action in the trace on release.
    before = wait_for_pixel(origin, BUTTON_INSIDE, is_light, "the button drawn unpressed")
    xdotool("mousemove", "--sync", *at(BUTTON_INSIDE))
    start = line_count()
    xdotool("mousedown", "1")
    wait_for_line("touch 1 down", "the press to reach the input door", start)
    pressed = wait_for_pixel(origin, BUTTON_INSIDE, is_tint, "the button drawn highlighted")
    if pressed == before:
        fail(f"the button looks the same pressed and unpressed: {pressed}")
    xdotool("mouseup", "1")
    wait_for_line("saveName(_:) ran", "the button's action", start)
    wait_for_pixel(origin, BUTTON_INSIDE, is_light, "the button drawn unpressed after the click")

    # 2. Typing: a click in the text field makes it first responder; the keys type into it.
    start = line_count()
    xdotool("mousemove", "--sync", *at(FIELD), "click", "1")
    wait_for_line("textField", "the text field becoming first responder", start)
    wait_for(lambda seen: any(line.startswith("firstResponder") and "textField" in line for line in seen[start:]),
             "the text field as first responder")
    xdotool("type", "--delay", "60", "Ada")
    wait_for_line('textField now reads "Ada"', "the typed text in the text field", start)
    if screenshot:
        time.sleep(0.3)
        subprocess.run(["import", "-window", "root", "-crop", "770x640+0+0", "+repage", screenshot],
                       env=ENV, check=True)

    # 3. Escape ends editing (the controller's key command).
    start = line_count()
    xdotool("key", "Escape")
    wait_for_line("endEditing(true) ended editing", "Escape to end editing", start)

    # 4. The list: List opens it; a click selects a row (light blue, and the controller's didSelectRowAt override
    # notes it); a leftward drag on another row shows Delete, whose click deletes the row; Done closes the list.
    start = line_count()
    xdotool("mousemove", "--sync", *at(LIST_BUTTON), "click", "1")
    wait_for_line("the List button presented the list", "the list to open", start)
    xdotool("mousemove", "--sync", *at(MESSAGE_3), "click", "1")
    wait_for_line("didSelectRowAt section 1 row 2: Message 3 is selected", "the row's selection", start)
    wait_for_pixel(origin, MESSAGE_3_EMPTY, is_selection, "the selected row drawn selected")
    xdotool("mousemove", "--sync", *at((370, MESSAGE_5_Y)), "mousedown", "1")
    for x in range(350, 200, -20):
        xdotool("mousemove", "--sync", *at((x, MESSAGE_5_Y)))
        time.sleep(0.03)
    xdotool("mouseup", "1")
    time.sleep(0.3)
    xdotool("mousemove", "--sync", *at((350, MESSAGE_5_Y)), "click", "1")
    wait_for_line("commit .delete: Message 5 deleted, 29 messages left", "Delete to delete the swiped row", start)
    xdotool("mousemove", "--sync", *at(DONE), "click", "1")
    wait_for_line("Done closed the list", "Done to close the list", start)

    # 5. A resize relayouts: the screen grows, and the app's white replaces the panel's dark at RIGHT_SIDE.
    wait_for_pixel(origin, RIGHT_SIDE, is_dark, "the trace panel before the resize")
    start = line_count()
    xdotool("windowsize", "--sync", window, "1000", "700")
    wait_for_line("host: screen 620 x 700", "the screen to follow the resize", start)
    wait_for_pixel(origin, RIGHT_SIDE, is_light, "the app's screen where the panel was")
    wait_for_pixel(origin, BUTTON_INSIDE, is_light, "the button after the resize")

    # 6. Closing the window while the button and a key are held cancels both, and the app exits with status 0.
    start = line_count()
    xdotool("mousemove", "--sync", *at(BUTTON_INSIDE), "mousedown", "1")
    wait_for_line("touch 1 down", "the button held before closing", start)
    xdotool("keydown", "shift")
    wait_for_line("Left Shift down", "Shift held before closing", start)
    close_window(int(window))
    try:
        status = app.wait(timeout=15)
    except subprocess.TimeoutExpired:
        fail("the demo did not exit after its window was closed")
    if status != 0:
        fail(f"the demo exited with status {status}: {app.stderr.read()}")
    wait_for_line("touch 1 cancel", "the held touch cancelled on close", start)
    wait_for_line("lifecycle terminate", "the application to terminate", start)
    wait_for(lambda seen: any("pressesCancelled" in line and "Shift" in line for line in seen[start:]),
             "the held key's press cancelled on close")
    xdotool("keyup", "shift")
    xdotool("mouseup", "1")
    cleanup()
    print("sdl_drive: no-display failure, click, highlight, typing, Escape, the list, resize and close checked")


if __name__ == "__main__":
    main()
