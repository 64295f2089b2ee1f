gcc
