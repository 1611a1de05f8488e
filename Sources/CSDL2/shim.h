// SDL2 and SDL2_ttf for ResponderKitSDL. pkg-config `sdl2` puts SDL2's own include directory on the path,
// where SDL2_ttf's header is too.
#include <SDL.h>
#include <SDL_ttf.h>

// Macros Swift cannot import, as functions.
static inline int CSDL2_windowPositionCentered(void) { return (int)SDL_WINDOWPOS_CENTERED; }
static inline Uint32 CSDL2_touchMouseID(void) { return SDL_TOUCH_MOUSEID; }
static inline Sint64 CSDL2_mouseTouchID(void) { return SDL_MOUSE_TOUCHID; }
