import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
import ResponderKit
import ResponderKitTesting

/// Collects the `data-name` of every element that has one, and whether the document parsed.
private final class NameCollector: NSObject, XMLParserDelegate {
    var names: [String] = []
    func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                qualifiedName: String?, attributes: [String: String] = [:]) {
        if let name = attributes["data-name"] { names.append(name) }
    }
}

/// The box of every text label, from its position, size and characters in the picture's monospaced font.
private final class LabelCollector: NSObject, XMLParserDelegate {
    struct Label {
        let text: String
        let box: CGRect
    }
    var labels: [Label] = []
    private var open: (x: CGFloat, y: CGFloat, size: CGFloat, centred: Bool)?
    private var text = ""

    func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                qualifiedName: String?, attributes: [String: String] = [:]) {
        guard elementName == "text", attributes["class"] == "label" else { return }
        func number(_ key: String) -> CGFloat { CGFloat(Double(attributes[key] ?? "") ?? 0) }
        open = (number("x"), number("y"), attributes["font-size"].flatMap(Double.init).map { CGFloat($0) } ?? 11,
                attributes["text-anchor"] == "middle")
        text = ""
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        if open != nil { text += string }
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?,
                qualifiedName: String?) {
        guard elementName == "text", let label = open else { return }
        open = nil
        let leading = CGFloat(text.prefix { $0 == " " }.count)
        let visible = text.trimmingCharacters(in: .whitespaces)
        let advance = label.size * 0.6
        let width = CGFloat(visible.count) * advance
        let left = label.centred ? label.x - width / 2 : label.x + leading * advance
        labels.append(Label(text: visible, box: CGRect(x: left, y: label.y - label.size * 0.8, width: width,
                                                       height: label.size)))
    }
}

@MainActor
@Suite("Pictures of the hierarchy")
struct HierarchyPictureTests {
    private func parse(_ svg: String) -> (ok: Bool, names: [String]) {
        let parser = XMLParser(data: Data(svg.utf8))
        let collector = NameCollector()
        parser.delegate = collector
        let ok = parser.parse()
        return (ok, collector.names)
    }

    /// A small fixed hierarchy: a window with a controller's view holding a panel, a button and a hidden view.
    private func fixture() -> (EventTestHost, UIWindow, UIButton) {
        let host = EventTestHost(screenSize: CGSize(width: 200, height: 160))
        let controller = UIViewController()
        controller.view = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 160))
        let window = host.makeWindow(rootViewController: controller)
        let panel = UIView(frame: CGRect(x: 10, y: 10, width: 180, height: 80))
        panel.accessibilityIdentifier = "panel"
        let button = UIButton(frame: CGRect(x: 10, y: 30, width: 80, height: 30))
        button.accessibilityIdentifier = "ok"
        button.isEnabled = false
        let hidden = UIView(frame: CGRect(x: 20, y: 100, width: 60, height: 40))
        hidden.isHidden = true
        panel.addSubview(button)
        controller.view.addSubview(panel)
        controller.view.addSubview(hidden)
        return (host, window, button)
    }

    @Test("The SVG parses as XML and names every view of the hierarchy")
    func parsesAndNamesEveryView() {
        let app = Figure71App()
        let svg = HierarchyPicture(root: app.window, chainFrom: app.textField,
                                   hitTestAt: CGPoint(x: 100, y: 120)).svg
        let parsed = parse(svg)
        #expect(parsed.ok)
        var expected: [UIView] = []
        func collect(_ view: UIView) {
            expected.append(view)
            view.subviews.forEach(collect)
        }
        collect(app.window)
        for view in expected {
            #expect(parsed.names.contains(TraceEvent.name(of: view)), "missing \(TraceEvent.name(of: view))")
        }
        #expect(parsed.names.contains(TraceEvent.name(of: app.controller)))
        #expect(parsed.names.contains("RecordingApplication"))
        #expect(svg.contains(#"class="chain""#) && svg.contains(#"class="hit-point""#))
    }

    @Test("A small fixture hierarchy draws exactly the committed picture")
    func matchesFixture() throws {
        let (_, window, button) = fixture()
        let svg = HierarchyPicture(root: window, chainFrom: button, hitTestAt: CGPoint(x: 50, y: 20)).svg
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Fixtures/small-hierarchy.svg")
        if ProcessInfo.processInfo.environment["RESPONDERKIT_RECORD_FIXTURES"] == "1" {
            try svg.write(to: url, atomically: true, encoding: .utf8)
        }
        let expected = try String(contentsOf: url, encoding: .utf8)
        #expect(svg == expected)
        #expect(svg.contains("(disabled)") && svg.contains("(hidden)"))
    }

    private func labels(of svg: String) -> [LabelCollector.Label] {
        let parser = XMLParser(data: Data(svg.utf8))
        let collector = LabelCollector()
        parser.delegate = collector
        #expect(parser.parse())
        return collector.labels
    }

    @Test("No label of the picture overprints another, in Figure 7-1 and in views stacked at one corner")
    func labelsDoNotOverlap() {
        let app = Figure71App()
        let figure = HierarchyPicture(root: app.window, chainFrom: app.textField,
                                      hitTestAt: CGPoint(x: 100, y: 120)).svg
        let (_, window, button) = fixture()
        var stacked: UIView = window
        for _ in 0..<6 {
            let inner = UIView(frame: stacked.bounds)
            stacked.addSubview(inner)
            stacked = inner
        }
        let crowded = HierarchyPicture(root: window, chainFrom: button, hitTestAt: CGPoint(x: 5, y: 5)).svg
        for svg in [figure, crowded] {
            let found = labels(of: svg)
            #expect(found.count > 10)
            for (index, label) in found.enumerated() {
                for other in found[(index + 1)...] where label.box.intersects(other.box) {
                    Issue.record("\"\(label.text)\" overlaps \"\(other.text)\"")
                }
            }
        }
    }

    @Test("The chain column draws one arrow from each responder to its next, and a legend explains the marks")
    func chainArrowsAndLegend() {
        let app = Figure71App()
        let svg = HierarchyPicture(root: app.window, chainFrom: app.textField, hitTestAt: CGPoint(x: 100, y: 120)).svg
        let chain = app.textField.responderChainReport().responders
        #expect(svg.components(separatedBy: #"class="chain""#).count - 1 == chain.count - 1)
        let names = labels(of: svg).map(\.text)
        let boxes = chain.map { TraceEvent.name(of: $0) }
        #expect(boxes.allSatisfy(names.contains))
        #expect(names.contains("each responder's arrow goes to its next responder"))
        #expect(names.contains("hit-test path; the bold frame is the hit-test view"))
    }
}
