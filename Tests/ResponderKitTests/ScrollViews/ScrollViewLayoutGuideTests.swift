import Foundation
import Testing
import ResponderKit
import ResponderKitTesting

@MainActor
@Suite("UIScrollView content and frame layout guides")
struct ScrollViewLayoutGuideTests {
    @Test("U51: constraints to contentLayoutGuide set contentSize; frameLayoutGuide follows the visible rectangle")
    func layoutGuides() throws {
        let host = EventTestHost()
        let window = host.makeWindow()
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
        window.addSubview(scrollView)
        let content = UIView(), button = UIButton(type: .system), badge = UIView()
        for view in [content, button, badge] { view.translatesAutoresizingMaskIntoConstraints = false }
        scrollView.addSubview(content)
        content.addSubview(button)
        scrollView.addSubview(badge)
        button.setTitle("Load more", for: .normal)
        let contentGuide = scrollView.contentLayoutGuide, frameGuide = scrollView.frameLayoutGuide
        NSLayoutConstraint.activate([
            content.topAnchor.constraint(equalTo: contentGuide.topAnchor),
            content.leadingAnchor.constraint(equalTo: contentGuide.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: contentGuide.trailingAnchor),
            content.bottomAnchor.constraint(equalTo: contentGuide.bottomAnchor),
            content.widthAnchor.constraint(equalTo: frameGuide.widthAnchor),
            content.heightAnchor.constraint(equalToConstant: 1000),
            button.bottomAnchor.constraint(equalTo: content.bottomAnchor, constant: -20),
            button.centerXAnchor.constraint(equalTo: content.centerXAnchor),
            badge.topAnchor.constraint(equalTo: frameGuide.topAnchor, constant: 10),
            badge.trailingAnchor.constraint(equalTo: frameGuide.trailingAnchor, constant: -10),
            badge.widthAnchor.constraint(equalToConstant: 40),
            badge.heightAnchor.constraint(equalToConstant: 40),
        ])
        host.runUntilIdle()
        #expect(scrollView.contentSize == CGSize(width: 300, height: 1000))
        #expect(content.frame == CGRect(x: 0, y: 0, width: 300, height: 1000))
        #expect(contentGuide.layoutFrame == CGRect(x: 0, y: 0, width: 300, height: 1000))
        #expect(badge.frame == CGRect(x: 250, y: 10, width: 40, height: 40))

        scrollView.contentOffset = CGPoint(x: 0, y: 600)
        host.runUntilIdle()
        #expect(frameGuide.layoutFrame == CGRect(x: 0, y: 600, width: 300, height: 400))
        #expect(badge.frame == CGRect(x: 250, y: 610, width: 40, height: 40))
        var loaded = false
        button.addAction(UIAction { _ in loaded = true }, for: .touchUpInside)
        try host.tap(button)
        #expect(loaded)
    }

    @Test("U51: a content guide no constraint sizes leaves a contentSize set in code")
    func unsizedGuide() {
        let host = EventTestHost()
        let window = host.makeWindow()
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
        window.addSubview(scrollView)
        scrollView.contentSize = CGSize(width: 300, height: 900)
        #expect(scrollView.contentLayoutGuide.owningView === scrollView)
        host.runUntilIdle()
        #expect(scrollView.contentSize == CGSize(width: 300, height: 900))
    }
}
