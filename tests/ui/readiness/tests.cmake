# SPDX-FileCopyrightText: 2026 Kandesk contributors
# SPDX-License-Identifier: MIT
kandesk_add_test(tst_readinesspanel SOURCES tst_readinesspanel.cpp ${CMAKE_SOURCE_DIR}/tests/support/testhome.h LIBS kandesk_ui LABELS ui npm)
