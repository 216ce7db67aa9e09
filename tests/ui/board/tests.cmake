# SPDX-FileCopyrightText: 2026 Kandesk contributors
# SPDX-License-Identifier: MIT
kandesk_add_test(tst_taskboard SOURCES tst_taskboard.cpp boardfixture.h LIBS kandesk_ui LABELS ui)
kandesk_add_test(tst_importsessiondialog SOURCES tst_importsessiondialog.cpp LIBS kandesk_ui LABELS ui)
kandesk_add_test(tst_importissuedialog SOURCES tst_importissuedialog.cpp LIBS kandesk_ui Qt6::HttpServer LABELS ui)
kandesk_add_test(tst_newtaskdialog SOURCES tst_newtaskdialog.cpp boardfixture.h LIBS kandesk_ui LABELS ui)
kandesk_add_test(tst_workfloweditor SOURCES tst_workfloweditor.cpp boardfixture.h LIBS kandesk_ui LABELS ui)
