// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

// The window as the user has it over a ShipFixture's home: its runtime (a real agentctl), the
// main window and the Workbench, shown and exposed. UI tests only.

#include "application/taskrunnerruntime.h"
#include "models/agents/agentregistry.h"
#include "support/shipfixture.h"
#include "ui/mainwindow.h"
#include "ui/workbench.h"

#include <memory>

namespace kandesk::test {

struct ShipWindow {
    std::unique_ptr<TaskRunnerRuntime> runtime;
    AgentRegistry agents;
    std::unique_ptr<ui::MainWindow> window;
    std::unique_ptr<ui::Workbench> workbench;

    explicit ShipWindow(const ShipFixture &fixture, const QSize &size = { 1200, 700 })
    {
        TaskRunnerRuntimeConfig config;
        config.agentctlPath = QStringLiteral(KANDESK_AGENTCTL_PATH);
        auto created = TaskRunnerRuntime::create(*fixture.stores, config);
        if (!created)
            qFatal("%s", qPrintable(created.error()));
        runtime = std::move(created).value();
        window = std::make_unique<ui::MainWindow>();
        workbench = std::make_unique<ui::Workbench>(ui::Workbench::Services { *fixture.stores, *runtime, agents }, *window);
        window->resize(size);
        window->show();
        if (!QTest::qWaitForWindowExposed(window.get()))
            qFatal("the window was not shown");
    }

    ~ShipWindow()
    {
        workbench.reset();
        window.reset();
        runtime.reset();
    }
};

} // namespace kandesk::test
