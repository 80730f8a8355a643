import sys

# Reads past the end of its input: more reads just give empty strings.
a, b = map(int, sys.stdin.readline().split())
for _ in range(1000):
    assert sys.stdin.readline() == ""
print(a + b)
