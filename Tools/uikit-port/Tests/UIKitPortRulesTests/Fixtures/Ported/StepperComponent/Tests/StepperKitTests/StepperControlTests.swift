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

final class StepperControlTests: XCTestCase {
    @MainActor var stepper: StepperControl!
    @MainActor var counter: ChangeCounter!

    override func setUp() {
        MainActor.assumeIsolated {
            super.setUp()
            stepper = StepperControl(frame: CGRect(x: 0, y: 0, width: 200, height: 44))
            counter = ChangeCounter()
            stepper.delegate = counter
        }
    }

    override func tearDown() {
        MainActor.assumeIsolated {
            stepper = nil
            counter = nil
            super.tearDown()
        }
    }

    func testPlusIncrementsAndTellsTheDelegate() {
        MainActor.assumeIsolated {
            stepper.plusButton.sendActions(for: .touchUpInside)
            XCTAssertEqual(stepper.value, 1)
            XCTAssertEqual(counter.changes, 1)
        }
    }

    func testMinusStopsAtZeroWithoutTellingTheDelegate() {
        MainActor.assumeIsolated {
            stepper.minusButton.sendActions(for: .touchUpInside)
            XCTAssertEqual(stepper.value, 0)
            XCTAssertEqual(counter.changes, 0)
        }
    }

    func testPlusStopsAtTheMaximum() {
        MainActor.assumeIsolated {
            for _ in 0..<5 {
                stepper.plusButton.sendActions(for: .touchUpInside)
            }
            XCTAssertEqual(stepper.value, 3)
            XCTAssertEqual(counter.changes, 3)
        }
    }

    func testTheLabelFallsBackToTheNumberWhenTheDelegateGivesNoTitle() {
        MainActor.assumeIsolated {
            let label = UILabel()
            stepper.valueLabel = label
            stepper.plusButton.sendActions(for: .touchUpInside)
            stepper.plusButton.sendActions(for: .touchUpInside)
            stepper.minusButton.sendActions(for: .touchUpInside)
            XCTAssertEqual(label.text, "1")
        }
    }

    func testATargetThatIsNotAResponderHearsValueChanged() {
        MainActor.assumeIsolated {
            let logger = StepperLogger()
            logger.watch(stepper)
            stepper.plusButton.sendActions(for: .touchUpInside)
            stepper.plusButton.sendActions(for: .touchUpInside)
            stepper.minusButton.sendActions(for: .touchUpInside)
            XCTAssertEqual(logger.values, [1, 2, 1])
        }
    }
}

#if !canImport(ObjectiveC)
extension StepperControlTests: @unchecked Sendable {}
#endif
