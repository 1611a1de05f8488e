import ArgumentParser
import Foundation
import UIKitPortRules

/// `uikit-port [--dry-run] <folder>`: rewrites the Swift files of a folder so they build for iOS as before and
/// for Linux with ResponderKit, and prints what it changed and what it could not convert.
@main
struct UIKitPort: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "uikit-port",
        abstract: "Rewrite UIKit sources and tests so the same files build for iOS and, with ResponderKit, for Linux.",
        discussion: "Rewrites every .swift file under the folder in place (build folders and hidden folders are "
            + "skipped) and prints a report of every change by kind and every place it could not convert. "
            + "Running it again changes nothing.")

    @Flag(name: .long, help: "Print the changes as a unified diff and write nothing.")
    var dryRun = false

    @Argument(help: "The folder of Swift sources (app code and its tests) to port, or one Swift file.")
    var folder: String

    func run() throws {
        var root = URL(fileURLWithPath: folder)
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: root.path, isDirectory: &isDirectory) else {
            throw ValidationError("'\(folder)' does not exist.")
        }
        let paths: [String]
        if isDirectory.boolValue {
            paths = try Self.swiftFiles(under: root)
        } else {
            guard root.pathExtension == "swift" else { throw ValidationError("'\(folder)' is not a Swift file.") }
            paths = [root.lastPathComponent]
            root = root.deletingLastPathComponent()
        }
        let files = try paths.map { path in
            Porter.File(path: path, text: try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8))
        }
        let (ported, report) = Porter.port(files)
        var changedFiles = 0
        for (before, after) in zip(files, ported) where before.text != after.text {
            changedFiles += 1
            if dryRun {
                print(UnifiedDiff.diff(before.text, after.text, path: before.path), terminator: "")
            } else {
                try after.text.write(to: root.appendingPathComponent(after.path), atomically: true, encoding: .utf8)
            }
        }
        print(report.rendered(), terminator: "")
        print("\(files.count) Swift file(s) read, \(changedFiles) " + (dryRun ? "would change (dry run)." : "changed."))
    }

    /// The folder's Swift files, as paths relative to it, sorted; `.build`, hidden folders and manifests skipped.
    static func swiftFiles(under root: URL) throws -> [String] {
        guard let enumerator = FileManager.default.enumerator(
            at: root, includingPropertiesForKeys: [.isDirectoryKey], options: [.skipsHiddenFiles]) else { return [] }
        var paths: [String] = []
        let prefix = root.standardizedFileURL.path + "/"
        for case let url as URL in enumerator {
            let name = url.lastPathComponent
            if (try? url.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) == true {
                if name == ".build" || name == "Packages" || name.hasSuffix(".xcodeproj") { enumerator.skipDescendants() }
                continue
            }
            guard url.pathExtension == "swift", name != "Package.swift" else { continue }
            let path = url.standardizedFileURL.path
            paths.append(path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path)
        }
        return paths.sorted()
    }
}
