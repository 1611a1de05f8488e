#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

// The terminal state to put back, kept in globals because a signal handler can reach nothing else: it may
// not capture context, take locks or allocate. They are written before any handler is installed, and then
// only by the main thread while the terminal is handed back and forth for job control.
nonisolated(unsafe) private var savedAttributes = termios()
nonisolated(unsafe) private var rawAttributes = termios()
nonisolated(unsafe) private var isTerminalTaken: sig_atomic_t = 0
/// The write end of the pipe by which job-control signals reach the main queue; -1 before ``TerminalSession/take()``.
nonisolated(unsafe) private var jobControlWriteDescriptor: Int32 = -1
nonisolated(unsafe) private var jobControlReadDescriptor: Int32 = -1

/// Puts the terminal back: bracketed paste and mouse reporting off, cursor shown, styles reset, main screen,
/// saved line discipline. Only async-signal-safe calls (`write`, `tcsetattr`), so signal handlers and
/// `atexit` can run it; the flag makes every call after the first do nothing.
private func restoreTerminal() {
    guard isTerminalTaken != 0 else { return }
    isTerminalTaken = 0
    // A string literal's bytes live in static memory: nothing is allocated here.
    let leave = TerminalModeSequence.leave
    _ = write(STDOUT_FILENO, leave.utf8Start, leave.utf8CodeUnitCount)
    _ = tcsetattr(STDIN_FILENO, TCSAFLUSH, &savedAttributes)
}

/// A fatal signal arrived: restore the terminal, then let the signal do what it would have done (end the
/// process, or dump core for a crash), so the exit status still tells what happened.
private let restoreAndReraise: @convention(c) (Int32) -> Void = { signalNumber in
    restoreTerminal()
    signal(signalNumber, SIG_DFL)
    raise(signalNumber)
}

/// SIGTSTP or SIGCONT arrived: tell the main queue through the pipe, which is all a handler may safely do.
/// The main queue then stops or resumes between two frames, never in the middle of writing one.
private let forwardJobControl: @convention(c) (Int32) -> Void = { signalNumber in
    let savedErrno = errno
    var byte = signalNumber == SIGTSTP ? JobControlEvent.stop.rawValue : JobControlEvent.resume.rawValue
    _ = write(jobControlWriteDescriptor, &byte, 1)
    errno = savedErrno
}

/// A job-control signal, as the main queue hears of it.
public enum JobControlEvent: UInt8, Sendable {
    /// SIGTSTP: stop (someone ran `kill -TSTP`; Ctrl-Z itself arrives as a byte in raw mode).
    case stop = 0x53
    /// SIGCONT: the process was continued (`fg`, `bg`, `kill -CONT`) and must take the terminal back.
    case resume = 0x43
}

/// The escape sequences the host writes when it takes, stops with, resumes with or gives back the terminal:
/// pure values, so the exact bytes are tested, and static strings, so signal handlers can write them.
public enum TerminalModeSequence {
    /// A change of hands of the terminal.
    public enum Transition: Sendable, CaseIterable {
        /// Interactive mode starts.
        case take
        /// The process is about to stop (Ctrl-Z, SIGTSTP): the shell gets the terminal back as it was.
        case stop
        /// The process was continued (SIGCONT): interactive mode again, on a cleared screen that the host
        /// then draws in full.
        case resume
        /// The process ends, however it ends.
        case exit
    }

    /// Alternate screen, cursor hidden, screen cleared, xterm mouse reporting (press/release, drag, any
    /// motion for hover, SGR coordinates), bracketed paste, focus reporting.
    static let enter: StaticString =
        "\u{1B}[?1049h\u{1B}[?25l\u{1B}[2J\u{1B}[?1000h\u{1B}[?1002h\u{1B}[?1003h\u{1B}[?1006h\u{1B}[?2004h\u{1B}[?1004h"
    /// Every mode of ``enter`` undone in reverse order, styles reset, and the main screen back last, so the
    /// shell's screen reappears as it was.
    static let leave: StaticString =
        "\u{1B}[?1004l\u{1B}[?2004l\u{1B}[?1006l\u{1B}[?1003l\u{1B}[?1002l\u{1B}[?1000l\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l"

    /// The bytes to write for `transition`. Going in, they are written after the line discipline is made
    /// raw; going out, before it is put back.
    public static func escapeSequence(for transition: Transition) -> StaticString {
        switch transition {
        case .take, .resume: enter
        case .stop, .exit: leave
        }
    }

    /// The line discipline of interactive mode made from the terminal's own: no echo, no line buffering, no
    /// signals from Ctrl-C and Ctrl-Z (they arrive as bytes), no flow control or CR translation, 8-bit
    /// bytes, and a read returns as soon as one byte is there.
    public static func rawAttributes(from attributes: termios) -> termios {
        var raw = attributes
        raw.c_iflag &= ~tcflag_t(BRKINT | ICRNL | INPCK | ISTRIP | IXON)
        raw.c_cflag |= tcflag_t(CS8)
        raw.c_lflag &= ~tcflag_t(ECHO | ICANON | IEXTEN | ISIG)
        withUnsafeMutableBytes(of: &raw.c_cc) { cc in
            cc[Int(VMIN)] = 1
            cc[Int(VTIME)] = 0
        }
        return raw
    }
}

/// The terminal in interactive mode: raw input, the alternate screen, the cursor hidden, xterm SGR mouse
/// reporting and bracketed paste on, undone however the process ends and whenever it stops.
///
/// ``take()`` switches the terminal over; ``restore()`` (also run by `atexit`, by handlers for SIGINT,
/// SIGTERM, SIGHUP, SIGQUIT and by crash signals) puts it back exactly as it was. Raw mode turns off echo,
/// line buffering and the terminal's own Ctrl-C and Ctrl-Z handling (both arrive as bytes, which the host
/// treats as quit and suspend), so a program that died or stopped without restoring would leave the shell
/// unusable: every exit path restores, and ``suspend()`` restores before the process stops and takes the
/// terminal back when it continues.
public enum TerminalSession {
    /// The signals after which the terminal is restored before the process ends.
    static let fatalSignals: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGABRT, SIGSEGV, SIGBUS, SIGILL, SIGTRAP,
                                        SIGFPE]

    /// Whether the terminal is in interactive mode now: after ``take()`` and ``resume()``, not after
    /// ``suspend()`` or ``restore()``. The host draws only then, so no frame lands on the shell's screen.
    public static var isTaken: Bool { isTerminalTaken != 0 }

    /// Whether standard input and output are both terminals; interactive mode needs them.
    public static var isInteractiveTerminal: Bool {
        isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1
    }

    /// Switches the terminal to interactive mode; returns false, changing nothing, when it is not a terminal.
    public static func take() -> Bool {
        guard isInteractiveTerminal, isTerminalTaken == 0 else { return false }
        guard tcgetattr(STDIN_FILENO, &savedAttributes) == 0 else { return false }
        rawAttributes = TerminalModeSequence.rawAttributes(from: savedAttributes)
        isTerminalTaken = 1
        for signalNumber in fatalSignals { signal(signalNumber, restoreAndReraise) }
        atexit { restoreTerminal() }
        guard tcsetattr(STDIN_FILENO, TCSAFLUSH, &rawAttributes) == 0 else {
            restoreTerminal()
            return false
        }
        installJobControlHandlers()
        writeSequence(TerminalModeSequence.escapeSequence(for: .take))
        return true
    }

    /// The descriptor that becomes readable when SIGTSTP or SIGCONT arrived (see ``readJobControlEvents()``);
    /// `nil` before ``take()``.
    public static var jobControlDescriptor: Int32? {
        jobControlReadDescriptor >= 0 ? jobControlReadDescriptor : nil
    }

    /// The job-control signals that arrived since the last call, oldest first.
    public static func readJobControlEvents() -> [JobControlEvent] {
        guard jobControlReadDescriptor >= 0 else { return [] }
        var events: [JobControlEvent] = []
        var buffer = [UInt8](repeating: 0, count: 64)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(jobControlReadDescriptor, $0.baseAddress!, $0.count) }
            guard count > 0 else { return events }
            events += buffer.prefix(count).compactMap(JobControlEvent.init(rawValue:))
        }
    }

    /// Stops the process as job control does: gives the terminal back (``TerminalModeSequence/Transition/stop``
    /// and the saved line discipline), then raises SIGTSTP with its default action, so the shell sees a
    /// stopped job. Returns once the process is continued; the SIGCONT that continued it reaches the main
    /// queue as ``JobControlEvent/resume``, whose handler calls ``resume()``.
    public static func suspend() {
        guard isTerminalTaken != 0 else { return }
        restoreTerminal()
        signal(SIGTSTP, SIG_DFL)
        var stopSignal = sigset_t()
        sigemptyset(&stopSignal)
        sigaddset(&stopSignal, SIGTSTP)
        pthread_sigmask(SIG_UNBLOCK, &stopSignal, nil)
        raise(SIGTSTP)
        // Continued: SIGTSTP is ours again, so a later `kill -TSTP` restores the terminal too.
        signal(SIGTSTP, forwardJobControl)
    }

    /// Takes the terminal back after the process was continued: the raw line discipline again (without
    /// discarding what was typed meanwhile), then ``TerminalModeSequence/Transition/resume``; the host
    /// then draws a full frame. Also right after a stop the host did not ask for (SIGSTOP), when the shell
    /// may have changed the terminal under the process.
    public static func resume() {
        guard jobControlWriteDescriptor >= 0, tcsetattr(STDIN_FILENO, TCSANOW, &rawAttributes) == 0 else { return }
        isTerminalTaken = 1
        writeSequence(TerminalModeSequence.escapeSequence(for: .resume))
    }

    /// SIGTSTP and SIGCONT go through a non-blocking pipe to the main queue.
    private static func installJobControlHandlers() {
        guard jobControlWriteDescriptor < 0 else { return }
        var descriptors: [Int32] = [-1, -1]
        guard pipe(&descriptors) == 0 else { return }
        for descriptor in descriptors {
            _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
            _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
        }
        jobControlReadDescriptor = descriptors[0]
        jobControlWriteDescriptor = descriptors[1]
        // glibc's `signal` installs with SA_RESTART, so the main queue's reads and writes are not cut short.
        signal(SIGTSTP, forwardJobControl)
        signal(SIGCONT, forwardJobControl)
    }

    private static func writeSequence(_ text: StaticString) {
        writeAll(String(decoding: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount),
                        as: UTF8.self))
    }

    /// Puts the terminal back as ``take()`` found it; safe to call more than once.
    public static func restore() {
        restoreTerminal()
    }

    /// The terminal's size in columns and rows, or `nil` when it cannot be read (or reads as zero).
    public static func size() -> (columns: Int, rows: Int)? {
        var size = winsize()
        guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 0 else {
            return nil
        }
        return (Int(size.ws_col), Int(size.ws_row))
    }

    /// Writes all of `text` to standard output, retrying short writes and interruptions; gives up quietly
    /// if the terminal has gone away.
    public static func writeAll(_ text: String) {
        let bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { buffer in
                write(STDOUT_FILENO, buffer.baseAddress! + offset, buffer.count - offset)
            }
            if written > 0 {
                offset += written
            } else if written < 0 && (errno == EINTR || errno == EAGAIN) {
                continue
            } else {
                return
            }
        }
    }

    /// Reads whatever standard input has (up to 16 KiB, so a large paste takes few reads): empty when interrupted before anything came, `nil`
    /// at end of input or on an error (the terminal is gone).
    public static func readAvailable() -> [UInt8]? {
        var buffer = [UInt8](repeating: 0, count: 16_384)
        let count = buffer.withUnsafeMutableBytes { read(STDIN_FILENO, $0.baseAddress!, $0.count) }
        if count > 0 { return Array(buffer.prefix(count)) }
        if count < 0 && (errno == EINTR || errno == EAGAIN) { return [] }
        return nil
    }
}
