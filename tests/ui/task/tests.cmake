# SPDX-FileCopyrightText: 2026 Kandesk contributors
# SPDX-License-Identifier: MIT
kandesk_add_test(tst_preparelog SOURCES tst_preparelog.cpp LIBS kandesk_ui LABELS ui)
kandesk_add_test(tst_transcriptmodel SOURCES tst_transcriptmodel.cpp LIBS kandesk_ui LABELS ui)
kandesk_add_test(tst_transcriptview SOURCES tst_transcriptview.cpp LIBS kandesk_ui LABELS ui)
kandesk_add_test(tst_transcriptstreaming SOURCES tst_transcriptstreaming.cpp LIBS kandesk_ui LABELS ui)
kandesk_add_test(tst_markdownblocks SOURCES tst_markdownblocks.cpp LIBS kandesk_ui LABELS ui)
kandesk_add_test(tst_syntaxrendering SOURCES tst_syntaxrendering.cpp LIBS kandesk_ui LABELS ui)
kandesk_add_test(tst_taskview SOURCES tst_taskview.cpp LIBS kandesk_ui LABELS ui)
kandesk_add_test(tst_sessioncontrolsview SOURCES tst_sessioncontrolsview.cpp LIBS kandesk_ui LABELS ui)
kandesk_add_test(tst_queuedprompts SOURCES tst_queuedprompts.cpp ${CMAKE_SOURCE_DIR}/tests/support/testhome.h LIBS kandesk_ui LABELS ui)
kandesk_add_test(tst_terminalview SOURCES tst_terminalview.cpp LIBS kandesk_ui LABELS ui)
kandesk_add_test(tst_transcriptterminal SOURCES tst_transcriptterminal.cpp LIBS kandesk_ui LABELS ui)
kandesk_add_test(tst_elicitationformview SOURCES tst_elicitationformview.cpp LIBS kandesk_ui LABELS ui)
# Best of N's dialogs (Try With, Compare Attempts) against the real runtime and stub agents.
kandesk_add_test(tst_attemptsdialog SOURCES tst_attemptsdialog.cpp ${CMAKE_SOURCE_DIR}/tests/support/testhome.h LIBS kandesk_ui LABELS ui)
