// The stepper's XCTest file in its iOS form: a `@MainActor` test class, which swift-corelibs-xctest cannot run
// as written; `uikit-port` converts it with the test bodies unchanged.
import UIKit
import XCTest
@testable import StepperKit

final class ChangeCounter: NSObject, StepperControlDelegate {
    private(set) var changes = 0

    func stepperControlDidChange(_ stepper: StepperControl) {
        changes += 1
    }
}

@MainActor
final class StepperControlTests: XCTestCase {
    var stepper: StepperControl!
    var counter: ChangeCounter!

    override func setUp() {
        super.setUp()
        stepper = StepperControl(frame: CGRect(x: 0, y: 0, width: 200, height: 44))
        counter = ChangeCounter()
        stepper.delegate = counter
    }

    override func tearDown() {
        stepper = nil
        counter = nil
        super.tearDown()
    }

    func testPlusIncrementsAndTellsTheDelegate() {
        stepper.plusButton.sendActions(for: .touchUpInside)
        XCTAssertEqual(stepper.value, 1)
        XCTAssertEqual(counter.changes, 1)
    }

    func testMinusStopsAtZeroWithoutTellingTheDelegate() {
        stepper.minusButton.sendActions(for: .touchUpInside)
        XCTAssertEqual(stepper.value, 0)
        XCTAssertEqual(counter.changes, 0)
    }

    func testPlusStopsAtTheMaximum() {
        for _ in 0..<5 {
            stepper.plusButton.sendActions(for: .touchUpInside)
        }
        XCTAssertEqual(stepper.value, 3)
        XCTAssertEqual(counter.changes, 3)
    }

    func testTheLabelFallsBackToTheNumberWhenTheDelegateGivesNoTitle() {
        let label = UILabel()
        stepper.valueLabel = label
        stepper.plusButton.sendActions(for: .touchUpInside)
        stepper.plusButton.sendActions(for: .touchUpInside)
        stepper.minusButton.sendActions(for: .touchUpInside)
        XCTAssertEqual(label.text, "1")
    }

    func testATargetThatIsNotAResponderHearsValueChanged() {
        let logger = StepperLogger()
        logger.watch(stepper)
        stepper.plusButton.sendActions(for: .touchUpInside)
        stepper.plusButton.sendActions(for: .touchUpInside)
        stepper.minusButton.sendActions(for: .touchUpInside)
        XCTAssertEqual(logger.values, [1, 2, 1])
    }
}
