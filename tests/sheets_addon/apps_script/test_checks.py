"""The add-on script's own checks, run by the README's test command: ``tsc --checkJs`` of
the script (and of its test fakes) against ``@types/google-apps-script``, of the pages' scripts
against the DOM and ``@types/google.script.client-side``, then its
``node --test`` suite (fakes talking to a real tiebreak-serve on loopback)."""

from __future__ import annotations

from tests.sheets_addon.apps_script.conftest import SCRIPT, TESTS, Node


def test_the_script_type_checks_against_the_apps_script_declarations(node: Node) -> None:
    for project in (SCRIPT / "tsconfig.json", TESTS / "tsconfig.json"):
        done = node.run(str(node.tsc), "-p", str(project))
        assert done.returncode == 0, f"tsc -p {project}:\n{done.stdout}{done.stderr}"


def test_the_pages_scripts_type_check_with_the_dom_and_google_script_run(node: Node) -> None:
    done = node.run(str(TESTS / "check_pages.js"))
    assert done.returncode == 0, f"the pages' scripts:\n{done.stdout}{done.stderr}"


def test_the_script_passes_its_node_tests(node: Node) -> None:
    done = node.run("--test", "--test-reporter=spec", str(TESTS))
    assert done.returncode == 0, done.stdout[-6000:] + done.stderr[-3000:]
    assert "# fail 0" in done.stdout or "fail 0" in done.stdout
