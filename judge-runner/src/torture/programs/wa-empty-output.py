# Reads the input and prints nothing.
import sys

sys.stdin.read()
