// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "diffload.h"

#include "application/review/taskchanges.h"
#include "application/stores.h"
#include "bench/rigs/benchresult.h"
#include "bench/rigs/benchsupport.h"
#include "bench/rigs/stubhome.h"
#include "lifecycle/git/gitcommand.h"
#include "models/database.h"
#include "ui/review/changesview.h"
#include "ui/review/reviewdiffview.h"
#include "ui/syntaxsupport.h"

#include <QDir>
#include <QElapsedTimer>
#include <QScrollBar>
#include <QTemporaryDir>

namespace kandesk::bench {

namespace {

const QString kName = QStringLiteral("diff_load");

QJsonObject failure(const QString &error)
{
    return {{QStringLiteral("benchmark"), kName}, {QStringLiteral("error"), error}};
}

QByteArray source(int lines, const char *value)
{
    QByteArray text;
    text.reserve(lines * 48);
    for (int i = 1; i <= lines; ++i)
        text += "    int setting" + QByteArray::number(i) + " = compute(" + QByteArray::number(i) + ", " + value + ");\n";
    return text;
}

// main holds the file's old lines; the branch task, checked out, has every line changed (uncommitted).
Status makeRepository(const QString &dir, int lines)
{
    if (const QString why = makeBenchRepository(dir); !why.isEmpty())
        return Error{why};
    const QString file = QDir(dir).filePath(QStringLiteral("settings.cpp"));
    if (Status written = writeBenchFile(file, source(lines, "oldValue")); !written)
        return written;
    if (Status committed = commitAll(dir, QStringLiteral("base")); !committed)
        return committed;
    if (Status branched = benchGit(dir, {QStringLiteral("checkout"), QStringLiteral("-qb"), QStringLiteral("task")}); !branched)
        return branched;
    return writeBenchFile(file, source(lines, "newValue"));
}

} // namespace

QJsonObject measureDiffLoad(int lines, int runs)
{
    QTemporaryDir dir;
    if (!dir.isValid())
        return failure(QStringLiteral("no temporary folder"));
    const QString repo = QDir(dir.path()).filePath(QStringLiteral("repo"));
    QDir().mkpath(repo);
    if (Status made = makeRepository(repo, lines); !made)
        return failure(made.error());

    QList<double> gitMs;
    for (int run = 0; run < runs; ++run) {
        QElapsedTimer timer;
        timer.start();
        auto out = git::runGitChecked(repo, {QStringLiteral("diff"), QStringLiteral("--no-color"), QStringLiteral("main")});
        if (!out)
            return failure(out.error());
        gitMs.append(double(timer.nsecsElapsed()) / 1e6);
    }

    Database database(dir.filePath(QStringLiteral("kandesk.db")));
    Stores stores(database, dir.path());
    auto changes = std::make_shared<TaskChanges>(stores);
    changes->setLargeFileLines(4 * lines); // shown at once (the view's "Show" of a large diff)
    ui::syntaxRepository(); // loaded once at start-up by the window; not this benchmark's to count

    ui::ChangesView view;
    view.setTaskChanges(changes);
    view.resize(1400, 900);
    view.show();
    ui::ReviewDiffView *diff = view.diffView();

    // Two heartbeats: while the diff loads (the stall a user feels on opening it), and while it is
    // paged through (each page is painted at once here, so that one is the slowest page).
    GuiHeartbeat loading;
    GuiHeartbeat paging;
    QJsonObject worstLoading;  // the heartbeat of the run with the longest stall (start() resets it)
    QJsonObject worstPaging;
    double worstLoadingMs = -1;
    double worstPagingMs = -1;
    QList<double> listMs;
    QList<double> shownMs;
    QList<double> firstPaintMs; // the first page painted (on the GUI thread, part of diff_shown)
    QList<double> scrollMs;
    double slowestPageMs = 0;
    int rows = 0;
    for (int run = 0; run < runs; ++run) {
        bool loaded = false;
        bool shown = false;
        QObject context;
        QObject::connect(&view, &ui::ChangesView::diffLoaded, &context, [&loaded] { loaded = true; });
        QObject::connect(&view, &ui::ChangesView::fileShown, &context, [&shown] { shown = true; });
        QElapsedTimer timer;
        timer.start();
        loading.start();
        view.setWorktree(repo, QStringLiteral("main"));
        if (!spinUntil([&] { return loaded; }))
            return failure(QStringLiteral("the file list did not arrive"));
        listMs.append(double(timer.nsecsElapsed()) / 1e6);
        if (!spinUntil([&] { return shown; }))
            return failure(QStringLiteral("the diff was not shown"));
        QElapsedTimer paint;
        paint.start();
        diff->viewport()->repaint();
        firstPaintMs.append(double(paint.nsecsElapsed()) / 1e6);
        shownMs.append(double(timer.nsecsElapsed()) / 1e6);
        loading.stop();
        if (loading.longestGapMs() > worstLoadingMs) {
            worstLoadingMs = loading.longestGapMs();
            worstLoading = loading.toJson();
        }
        rows = diff->rowCount();

        // Every page of the diff painted once, top to bottom, as a user paging through would.
        QElapsedTimer scroll;
        scroll.start();
        paging.start();
        QScrollBar *bar = diff->verticalScrollBar();
        for (int top = 0; top <= bar->maximum(); top += bar->pageStep()) {
            QElapsedTimer page;
            page.start();
            bar->setValue(top);
            diff->viewport()->repaint();
            QCoreApplication::processEvents();
            slowestPageMs = std::max(slowestPageMs, double(page.nsecsElapsed()) / 1e6);
        }
        paging.stop();
        if (paging.longestGapMs() > worstPagingMs) {
            worstPagingMs = paging.longestGapMs();
            worstPaging = paging.toJson();
        }
        scrollMs.append(double(scroll.nsecsElapsed()) / 1e6);
    }
    if (rows < lines)
        return failure(QStringLiteral("the diff has %1 rows for %2 changed lines").arg(rows).arg(lines));

    const Distribution shownDistribution = Distribution::of(shownMs);
    const Distribution gitDistribution = Distribution::of(gitMs);
    QJsonObject measured{{QStringLiteral("changed_lines"), 2 * lines},
                         {QStringLiteral("rows_side_by_side"), rows},
                         {QStringLiteral("file_list_ms"), Distribution::of(listMs).toJson()},
                         {QStringLiteral("diff_shown_ms"), shownDistribution.toJson()},
                         {QStringLiteral("first_page_paint_ms"), Distribution::of(firstPaintMs).toJson()},
                         {QStringLiteral("scroll_whole_diff_ms"), Distribution::of(scrollMs).toJson()},
                         {QStringLiteral("slowest_page_paint_ms"), std::round(slowestPageMs * 10) / 10}};
    for (auto it = worstLoading.constBegin(); it != worstLoading.constEnd(); ++it)
        measured.insert(it.key(), it.value());
    measured.insert(QStringLiteral("paging"), worstPaging);
    const QJsonObject baseline{{QStringLiteral("git_diff_ms"), gitDistribution.toJson()}};
    const double ratio = gitDistribution.p50 > 0 ? shownDistribution.p50 / gitDistribution.p50 : 0;
    return benchResult(kName, measured, baseline, ratio,
                       {{QStringLiteral("ratio_is"), QStringLiteral("diff shown p50 / git diff p50")}});
}

} // namespace kandesk::bench
