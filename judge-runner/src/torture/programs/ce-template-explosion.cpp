// Each level doubles the instantiations and the strings they carry: left alone, g++ would produce
// gigabytes of symbols. The compile limits (CPU time, memory, output size) end it as CE.
#include <string>
template <int N> struct Explode {
  static std::string text() { return Explode<N - 1>::text() + Explode<N - 1>::text() + __PRETTY_FUNCTION__; }
};
template <> struct Explode<0> {
  static std::string text() { return "x"; }
};
template <int N, int M> struct Tree { static const long v = Tree<N - 1, 2 * M>::v + Tree<N - 1, 2 * M + 1>::v; };
template <int M> struct Tree<0, M> { static const long v = 1; };
int main() { return (int)(Explode<40>::text().size() + Tree<30, 0>::v); }
