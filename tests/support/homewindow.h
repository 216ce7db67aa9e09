// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

// The window over a TestHome, as the user has it: the home's runtime (a real agentctl), the main
// window and the Workbench, shown at 1400×860 and exposed; with a task, the stub agent's task on a
// fresh repository, selected on the board. UI tests only.

#include "models/agents/agentregistry.h"
#include "support/stubtasks.h"
#include "support/testhome.h"
#include "ui/board/taskboardview.h"
#include "ui/mainwindow.h"
#include "ui/workbench.h"

#include <QTest>

#include <memory>

namespace kandesk::test {

struct HomeWindow {
    TestHome home;
    QString taskId;
    std::unique_ptr<TaskRunnerRuntime> runtime;
    AgentRegistry agents;
    std::unique_ptr<ui::MainWindow> window;
    std::unique_ptr<ui::Workbench> workbench;

    // taskTitle empty: an empty board.
    explicit HomeWindow(const QString &taskTitle = {}, const QString &taskDescription = {})
    {
        if (const Status opened = home.open(); !opened)
            qFatal("%s", qPrintable(opened.error()));
        if (!taskTitle.isEmpty())
            taskId = makeTaskForProfile(home.database, QStringLiteral("default"), home.filePath(QStringLiteral("app")),
                stubProfileAnswering(3), taskTitle, taskDescription);
        auto started = home.startRuntime();
        if (!started)
            qFatal("%s", qPrintable(started.error()));
        runtime = std::move(started).value();
        window = std::make_unique<ui::MainWindow>();
        workbench = std::make_unique<ui::Workbench>(ui::Workbench::Services { home.stores, *runtime, agents }, *window);
        window->resize(1400, 860);
        window->show();
        if (!QTest::qWaitForWindowExposed(window.get()))
            qFatal("the window was not shown");
        if (!taskId.isEmpty() && !QTest::qWaitFor([this] { return workbench->board()->selectTask(taskId); }, 10'000))
            qFatal("the task's card did not show");
    }

    ~HomeWindow()
    {
        workbench.reset();
        window.reset();
        runtime.reset();
    }
};

} // namespace kandesk::test
