# SPDX-FileCopyrightText: 2026 Kandesk contributors
# SPDX-License-Identifier: MIT
# Managed npm agents: installed with the real npm into scratch homes. Packages the tests make are
# installed from file: tarballs (no registry); tests labelled npm-registry need npm's registry and
# skip, saying why, when npm cannot reach it.
kandesk_add_test(tst_npmagentparts SOURCES tst_npmagentparts.cpp LIBS kandesk_lifecycle LABELS lifecycle)
kandesk_add_test(tst_npmagentinstall SOURCES tst_npmagentinstall.cpp LIBS kandesk_lifecycle LABELS lifecycle npm)
kandesk_add_test(tst_npmagentlaunch SOURCES tst_npmagentlaunch.cpp managedturn.h processwatch.h
    LIBS kandesk_application LABELS lifecycle npm)
kandesk_add_test(tst_npmagentregistry SOURCES tst_npmagentregistry.cpp managedturn.h processwatch.h
    LIBS kandesk_application LABELS lifecycle npm npm-registry)
