import java.io.*;
import java.util.*;

// Named after no file: the judge finds the class with main.
public class Solution {
  public static void main(String[] args) throws IOException {
    BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
    StringBuilder out = new StringBuilder();
    for (String line = in.readLine(); line != null; line = in.readLine()) {
      StringTokenizer t = new StringTokenizer(line);
      if (!t.hasMoreTokens()) continue;
      out.append(Long.parseLong(t.nextToken()) + Long.parseLong(t.nextToken())).append('\n');
    }
    System.out.print(out);
  }
}
