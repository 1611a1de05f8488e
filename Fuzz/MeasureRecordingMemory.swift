import Foundation

// Peak memory of reading and replaying a recording; Fuzz/measure-memory.sh builds it and runs each mode under
// /usr/bin/time -v. Modes: generate PATH BYTES (taps and key presses until the file holds BYTES), baseline
// (nothing: the process's own footprint), parse-string, parse-file, replay-string, replay-file PATH.
@main
struct MeasureRecordingMemory {
    static func main() throws {
        let args = CommandLine.arguments
        let path = args[2]
        switch args[1] {
        case "generate":
            let target = Int(args[3]) ?? 2_500_000
            var text = #"{"format":"responderkit-input","version":1}"# + "\n"
            var time = 1.0
            var n = 0
            while text.utf8.count < target {
                let x = Double(n % 300), y = Double((n / 300) % 700)
                let lines: [String] = [
                    #"{"at":\#(time),"kind":"touches","touches":[{"action":"down","id":1,"t":\#(time),"type":0,"x":\#(x),"y":\#(y)}]}"#,
                    #"{"at":\#(time + 0.016),"kind":"touches","touches":[{"action":"move","id":1,"t":\#(time + 0.016),"type":0,"x":\#(x + 3),"y":\#(y + 2)}]}"#,
                    #"{"at":\#(time + 0.032),"kind":"touches","touches":[{"action":"up","id":1,"t":\#(time + 0.032),"type":0,"x":\#(x + 3),"y":\#(y + 2)}]}"#,
                    #"{"action":"down","at":\#(time + 0.05),"characters":"a","ignoringModifiers":"a","keyCode":4,"kind":"key","modifiers":0,"t":\#(time + 0.05)}"#,
                    #"{"action":"up","at":\#(time + 0.06),"characters":"a","ignoringModifiers":"a","keyCode":4,"kind":"key","modifiers":0,"t":\#(time + 0.06)}"#,
                ]
                for line in lines { text += line + "\n" }
                time += 0.1
                n += 1
            }
            try text.write(toFile: path, atomically: true, encoding: .utf8)
            print("wrote \(text.utf8.count) bytes")
        case "baseline":
            print("read nothing")
        case "parse-string":
            let text = try String(contentsOfFile: path, encoding: .utf8)
            let recording = try MainActor.assumeIsolated { try InputRecording(parsing: text) }
            print("parsed \(recording.entries.count) entries")
        case "parse-file":
            let recording = try MainActor.assumeIsolated { try InputRecording(contentsOf: URL(fileURLWithPath: path)) }
            print("parsed \(recording.entries.count) entries")
        case "replay-file", "replay-string":
            try MainActor.assumeIsolated {
                let clock = VirtualClock(start: 0)
                let application = UIApplication(clock: clock, screen: UIScreen(bounds: CGRect(x: 0, y: 0, width: 390, height: 844)))
                let window = UIWindow(frame: application.screen.bounds, application: application)
                window.rootViewController = UIViewController()
                window.makeKeyAndVisible()
                if args[1] == "replay-file" {
                    try InputRecording.replay(contentsOf: URL(fileURLWithPath: path), into: application, clock: clock)
                } else {
                    let text = try String(contentsOfFile: path, encoding: .utf8)
                    try InputRecording(parsing: text).replay(into: application, clock: clock)
                }
                print("replayed to \(application.inputDoor.lastTimestamp)")
            }
        default:
            print("unknown mode")
        }
    }
}
