<?php
while (fscanf(STDIN, "%d %d", $a, $b) == 2) {
    echo $a + $b, "\n";
}
