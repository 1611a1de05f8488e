// The GNUstep peer of ResponderKit's ScenarioProfile: the same scenes built from GNUstep AppKit's own classes,
// so callgrind can count what GNUstep spends on the same operation. Usage: Peer <scenario> <count>. Each scene
// is built before `count` is read, so a run at count 0 measures the set-up alone and the difference between two
// counts, divided by their difference, is the cost of one operation.

#import <AppKit/AppKit.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

// The points must be the very points ResponderKit tests, so this is the same SplitMix64 with the same seed.
typedef struct {
    uint64_t state;
} Mixer;

static uint64_t mixerNext(Mixer *mixer)
{
    mixer->state += 0x9E3779B97F4A7C15ULL;
    uint64_t mixed = mixer->state;
    mixed = (mixed ^ (mixed >> 30)) * 0xBF58476D1CE4E5B9ULL;
    mixed = (mixed ^ (mixed >> 27)) * 0x94D049BB133111EBULL;
    return mixed ^ (mixed >> 31);
}

// A value in [0, 1), from the top 53 bits, as the Swift side makes its CGFloat.
static double mixerUnit(Mixer *mixer)
{
    return (double)(mixerNext(mixer) >> 11) / (double)(1ULL << 53);
}

// An app's own view class that overrides nothing, as ResponderKit's AppView.
@interface AppView : NSView
@end
@implementation AppView
@end

// An app's view that overrides hitTest: and defers to NSView: the case the issue wants ResponderKit to match.
@interface OverridingView : NSView
@end
@implementation OverridingView
- (NSView *)hitTest:(NSPoint)point
{
    return [super hitTest:point];
}
@end

// The top of the action chain: the only responder implementing the action.
@interface HandlerView : NSView {
@public
    long received;
}
- (void)buttonTapped:(id)sender;
@end
@implementation HandlerView
- (void)buttonTapped:(id)sender
{
    received += 1;
}
@end

// A plain view that can be first responder. NSWindow refuses a view that does not accept, and GNUstep starts
// a nil-targeted action at the key window's first responder, not at the sender.
@interface FocusView : NSView
@end
@implementation FocusView
- (BOOL)acceptsFirstResponder
{
    return YES;
}
@end

// A view offering one key equivalent, ⌘ plus its letter. NSView looks for key equivalents down the view tree,
// from the content view to the leaves, so the view whose letter matches acts on itself; otherwise it lets
// NSView ask its subviews.
@interface KeyEquivalentView : NSView {
@public
    unichar letter;
    long received;
}
- (void)buttonTapped:(id)sender;
@end
@implementation KeyEquivalentView
- (BOOL)acceptsFirstResponder
{
    return YES;
}

- (BOOL)performKeyEquivalent:(NSEvent *)event
{
    if (([event modifierFlags] & NSCommandKeyMask) != 0) {
        NSString *characters = [event charactersIgnoringModifiers];
        if ([characters length] == 1 && [characters characterAtIndex:0] == letter) {
            [self buttonTapped:self];
            return YES;
        }
    }
    return [super performKeyEquivalent:event];
}

- (void)buttonTapped:(id)sender
{
    received += 1;
}
@end

// Launching, GNUstep takes the command line's leading words for files to open and, with no one to open them,
// shows a panel and waits. This delegate takes them during the launch, and is removed afterwards.
@interface Launcher : NSObject
@end
@implementation Launcher
- (BOOL)application:(NSApplication *)application openFile:(NSString *)name
{
    return YES;
}

- (void)application:(NSApplication *)application openFiles:(NSArray *)names
{
    [application replyToOpenOrPrint:NSApplicationDelegateReplySuccess];
}
@end

static NSWindow *makeWindow(CGFloat side)
{
    NSWindow *window = [[NSWindow alloc] initWithContentRect:NSMakeRect(0, 0, side, side)
                                                   styleMask:NSTitledWindowMask
                                                     backing:NSBackingStoreBuffered
                                                       defer:NO];
    [window setReleasedWhenClosed:NO];
    return window;
}

static NSView *makeView(Class viewClass, NSRect frame)
{
    return [[[viewClass alloc] initWithFrame:frame] autorelease];
}

// The scene of HitTestScene: a content view, the views below it, and the points in the coordinates of the
// content view's superview (where hitTest: takes them); the Swift points are in window coordinates, the same
// as the content view's, so they are only shifted by where the content view sits.
typedef struct {
    NSView *root;
    NSPoint *points;
    long pointCount;
} HitScene;

static void placePoints(HitScene *scene, Mixer *mixer, CGFloat origin, CGFloat extent)
{
    NSPoint offset = [scene->root frame].origin;
    for (long index = 0; index < scene->pointCount; index++) {
        CGFloat x = origin + mixerUnit(mixer) * extent;
        CGFloat y = origin + mixerUnit(mixer) * extent;
        scene->points[index] = NSMakePoint(x + offset.x, y + offset.y);
    }
}

// Fan-out `fanOut` ways for `depth` levels below the content view, each level splitting its parent into equal
// strips, across and down in turn: HitTestScene.fanOut.
static HitScene fanOutScene(Class viewClass, int fanOut, int depth, long pointCount, uint64_t seed)
{
    const CGFloat side = 1000;
    NSWindow *window = makeWindow(side);
    HitScene scene = {[window contentView], malloc(sizeof(NSPoint) * pointCount), pointCount};
    NSMutableArray *level = [NSMutableArray arrayWithObject:scene.root];
    for (int depthIndex = 0; depthIndex < depth; depthIndex++) {
        NSMutableArray *next = [NSMutableArray array];
        BOOL across = depthIndex % 2 == 0;
        for (NSView *parent in level) {
            NSSize size = [parent bounds].size;
            CGFloat step = (across ? size.width : size.height) / fanOut;
            for (int index = 0; index < fanOut; index++) {
                NSRect frame = across ? NSMakeRect(step * index, 0, step, size.height)
                                      : NSMakeRect(0, step * index, size.width, step);
                NSView *child = makeView(viewClass, frame);
                [parent addSubview:child];
                [next addObject:child];
            }
        }
        level = next;
    }
    Mixer mixer = {seed};
    placePoints(&scene, &mixer, 0, side);
    return scene;
}

// A chain of `depth` views, each inset by one point in its parent; every point lands in the deepest view:
// HitTestScene.chain.
static HitScene chainScene(Class viewClass, int depth, long pointCount, uint64_t seed)
{
    const CGFloat side = 1000;
    NSWindow *window = makeWindow(side);
    HitScene scene = {[window contentView], malloc(sizeof(NSPoint) * pointCount), pointCount};
    NSView *parent = scene.root;
    for (int index = 0; index < depth; index++) {
        NSSize size = [parent bounds].size;
        NSView *child = makeView(viewClass, NSMakeRect(1, 1, size.width - 2, size.height - 2));
        [parent addSubview:child];
        parent = child;
    }
    Mixer mixer = {seed};
    placePoints(&scene, &mixer, depth, side - 2 * depth);
    return scene;
}

// ActionScene: a handler and 19 plain views below it, each inset by 5 points, in an 800 x 800 key window whose
// first responder is the deepest.
typedef struct {
    NSWindow *window;
    HandlerView *handler;
    NSView *deepest;
} ActionChain;

static ActionChain actionScene(void)
{
    ActionChain scene;
    scene.window = makeWindow(800);
    scene.handler = (HandlerView *)makeView([HandlerView class], NSMakeRect(0, 0, 800, 800));
    [[scene.window contentView] addSubview:scene.handler];
    NSView *parent = scene.handler;
    for (int index = 0; index < 19; index++) {
        NSView *link = makeView(index == 18 ? [FocusView class] : [NSView class], NSInsetRect([parent bounds], 5, 5));
        [parent addSubview:link];
        parent = link;
    }
    scene.deepest = parent;
    [scene.window makeKeyAndOrderFront:nil];
    if (![scene.window makeFirstResponder:scene.deepest]) {
        fprintf(stderr, "Peer: the deepest view did not become first responder\n");
        exit(1);
    }
    if ([NSApp targetForAction:@selector(buttonTapped:) to:nil from:scene.deepest] != scene.handler) {
        fprintf(stderr, "Peer: the action's walk does not reach the handler\n");
        exit(1);
    }
    return scene;
}

// KeyCommandScene: 20 views in an 800 x 800 key window, each offering ⌘ plus one letter; only one offers ⌘K,
// and it is the one the search reaches last (the deepest, since NSView searches downwards).
typedef struct {
    NSWindow *window;
    KeyEquivalentView *matching;
} KeyChain;

static KeyChain keyScene(void)
{
    KeyChain scene;
    scene.window = makeWindow(800);
    const char *letters = "abcdefghijlmnopqrst";
    NSView *parent = [scene.window contentView];
    NSRect frame = NSMakeRect(0, 0, 800, 800);
    for (int index = 0; index < 20; index++) {
        KeyEquivalentView *link = (KeyEquivalentView *)makeView([KeyEquivalentView class], frame);
        link->letter = index < 19 ? (unichar)letters[index] : 'k';
        [parent addSubview:link];
        parent = link;
        frame = NSInsetRect([link bounds], 5, 5);
        scene.matching = link;
    }
    [scene.window makeKeyAndOrderFront:nil];
    [scene.window makeFirstResponder:scene.matching];
    return scene;
}

static NSEvent *commandK(NSEventType type, NSWindow *window, NSTimeInterval time)
{
    return [NSEvent keyEventWithType:type
                            location:NSZeroPoint
                       modifierFlags:NSCommandKeyMask
                           timestamp:time
                        windowNumber:[window windowNumber]
                             context:nil
                          characters:@"k"
         charactersIgnoringModifiers:@"k"
                           isARepeat:NO
                             keyCode:45];
}

// Each operation's loop is a function of its own, named measured..., so callgrind can count the loop alone
// (--toggle-collect): the set-up talks to the X server, which makes its count vary by some 100,000
// instructions from run to run, more than a thousand operations can average away.
#define MEASURED __attribute__((noinline))

MEASURED static long measuredHits(HitScene scene, long count)
{
    long checksum = 0;
    long mask = scene.pointCount - 1;
    NSView *root = scene.root;
    for (long index = 0; index < count; index++) {
        if ([root hitTest:scene.points[index & mask]] != nil) {
            checksum += 1;
        }
    }
    return checksum;
}

MEASURED static long measuredNilTargetedActions(ActionChain scene, SEL action, long count)
{
    long checksum = 0;
    for (long index = 0; index < count; index++) {
        if ([NSApp sendAction:action to:nil from:scene.deepest]) {
            checksum += 1;
        }
    }
    return checksum;
}

MEASURED static long measuredTargetSearches(ActionChain scene, SEL action, long count)
{
    long checksum = 0;
    for (long index = 0; index < count; index++) {
        if ([NSApp targetForAction:action to:nil from:scene.deepest] == scene.handler) {
            checksum += 1;
        }
    }
    return checksum;
}

// Validation as a menu would ask it of each responder, GNUstep's counterpart of canPerformAction.
MEASURED static long measuredValidations(ActionChain scene, SEL action, long count)
{
    long checksum = 0;
    for (long index = 0; index < count; index++) {
        for (NSResponder *responder = scene.deepest; responder != nil; responder = [responder nextResponder]) {
            if ([responder respondsToSelector:action]) {
                checksum += 1;
            }
        }
    }
    return checksum;
}

// One operation is a press, down and up, sent through NSApp as the run loop would send it.
MEASURED static void measuredKeyPresses(KeyChain scene, long count)
{
    NSAutoreleasePool *pressPool = [NSAutoreleasePool new];
    for (long index = 0; index < count; index++) {
        // A run loop drains a pool per event; draining every 64 presses keeps most of the pool's own cost out
        // of the press without letting the events pile up.
        if ((index & 63) == 63) {
            [pressPool release];
            pressPool = [NSAutoreleasePool new];
        }
        [NSApp sendEvent:commandK(NSKeyDown, scene.window, index)];
        [NSApp sendEvent:commandK(NSKeyUp, scene.window, index)];
    }
    [pressPool release];
}

static const char *const scenarioNames[] = {
    "hit-fanout", "hit-fanout-subclass", "hit-fanout-override", "hit-chain", "hit-chain-subclass",
    "action-nil-target", "target-for-action", "can-perform-chain", "key-command",
};

static int usage(void)
{
    fprintf(stderr, "usage: Peer <scenario> <count>, or Peer --scenarios to list them:");
    for (size_t index = 0; index < sizeof scenarioNames / sizeof *scenarioNames; index++) {
        fprintf(stderr, " %s", scenarioNames[index]);
    }
    fprintf(stderr, "\n");
    return 2;
}

int main(int argc, char **argv)
{
    // The name is checked before the application connects to the X server, so that callers can ask without one.
    const char *scenario = argc > 1 ? argv[1] : "";
    BOOL known = NO;
    for (size_t index = 0; index < sizeof scenarioNames / sizeof *scenarioNames; index++) {
        if (strcmp(scenario, scenarioNames[index]) == 0) {
            known = YES;
        }
        if (strcmp(scenario, "--scenarios") == 0) {
            printf("%s\n", scenarioNames[index]);
        }
    }
    if (strcmp(scenario, "--scenarios") == 0) {
        return 0;
    }
    if (!known) {
        return usage();
    }
    NSAutoreleasePool *pool = [NSAutoreleasePool new];
    [NSApplication sharedApplication];
    // Only a launched application follows which window is key, and GNUstep's nil-targeted walk starts there.
    Launcher *launcher = [Launcher new];
    [NSApp setDelegate:launcher];
    [NSApp finishLaunching];
    [NSApp setDelegate:nil];
    [launcher release];
    const char *countText = argc > 2 ? argv[2] : NULL;
    long checksum = 0;
    long count = 0;

    if (strncmp(scenario, "hit-", 4) == 0) {
        BOOL fanOut = strstr(scenario, "fanout") != NULL;
        Class viewClass = [NSView class];
        if (strcmp(scenario, "hit-fanout-override") == 0) {
            viewClass = [OverridingView class];
        } else if (strstr(scenario, "-subclass") != NULL) {
            viewClass = [AppView class];
        }
        HitScene scene = fanOut ? fanOutScene(viewClass, 10, 4, 4096, 9) : chainScene(viewClass, 200, 4096, 9);
        count = countText ? atol(countText) : 1000;
        checksum = measuredHits(scene, count);
    } else if (strcmp(scenario, "action-nil-target") == 0) {
        ActionChain scene = actionScene();
        count = countText ? atol(countText) : 1000;
        checksum = measuredNilTargetedActions(scene, @selector(buttonTapped:), count) + scene.handler->received;
    } else if (strcmp(scenario, "target-for-action") == 0) {
        ActionChain scene = actionScene();
        count = countText ? atol(countText) : 1000;
        checksum = measuredTargetSearches(scene, @selector(buttonTapped:), count);
    } else if (strcmp(scenario, "can-perform-chain") == 0) {
        ActionChain scene = actionScene();
        count = countText ? atol(countText) : 1000;
        checksum = measuredValidations(scene, @selector(buttonTapped:), count);
    } else if (strcmp(scenario, "key-command") == 0) {
        KeyChain scene = keyScene();
        count = countText ? atol(countText) : 1000;
        measuredKeyPresses(scene, count);
        checksum = scene.matching->received;
    }
    printf("%s x%ld: checksum %ld\n", scenario, count, checksum);
    [pool release];
    return 0;
}
