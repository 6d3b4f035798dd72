// Trier le tableau des équipes en cliquant sur l'en-tête d'une colonne, et n'en garder que celles à regarder.
(function () {
  "use strict";
  var tableau = document.getElementById("equipes");
  if (!tableau) { return; }
  var corps = tableau.tBodies[0];
  var entetes = tableau.tHead.rows[0].cells;
  // La valeur d'une cellule pour le tri : son attribut data-valeur (un nombre), sinon son texte.
  function valeur(ligne, colonne) {
    var cellule = ligne.cells[colonne];
    var nombre = cellule.getAttribute("data-valeur");
    return nombre !== null ? parseFloat(nombre) : cellule.textContent.trim().toLocaleLowerCase("fr");
  }
  function trier(colonne) {
    var entete = entetes[colonne];
    var croissant = entete.getAttribute("aria-sort") !== "ascending";
    var lignes = Array.prototype.slice.call(corps.rows);
    lignes.sort(function (a, b) {
      var x = valeur(a, colonne), y = valeur(b, colonne);
      var ordre = typeof x === "number" ? x - y : x.localeCompare(y, "fr");
      return croissant ? ordre : -ordre;
    });
    lignes.forEach(function (ligne) { corps.appendChild(ligne); });
    Array.prototype.forEach.call(entetes, function (autre) { autre.removeAttribute("aria-sort"); });
    entete.setAttribute("aria-sort", croissant ? "ascending" : "descending");
  }
  Array.prototype.forEach.call(entetes, function (entete, colonne) {
    var bouton = entete.querySelector("button");
    if (bouton) { bouton.addEventListener("click", function () { trier(colonne); }); }
  });
  var filtre = document.getElementById("seulement-a-regarder");
  var compte = document.getElementById("equipes-montrees");
  function filtrer() {
    var montrees = 0;
    Array.prototype.forEach.call(corps.rows, function (ligne) {
      var cachee = filtre.checked && ligne.getAttribute("data-a-regarder") !== "oui";
      ligne.hidden = cachee;
      if (!cachee) { montrees += 1; }
    });
    compte.textContent = montrees + (montrees > 1 ? " équipes montrées" : " équipe montrée");
  }
  if (filtre) { filtre.addEventListener("change", filtrer); filtrer(); }
}());
