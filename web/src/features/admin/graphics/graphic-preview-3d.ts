/**
 * The 3D preview of a product graphic: three.js, imported only here (this module is itself loaded
 * lazily by the graphic page, so three reaches the browser only on /admin/product-graphics/{id}).
 * Orbit camera kept between distance 40 and 120, far plane 2000 (spec catalogue §9).
 */
import type { ProductGraphicNode } from '@configurator/core';

export const CAMERA = { minDistance: 40, maxDistance: 120, far: 2000, fov: 45 } as const;

export interface GraphicPreview {
  update: (nodes: readonly ProductGraphicNode[]) => void;
  resize: (width: number, height: number) => void;
  dispose: () => void;
}

const num = (v: number | string | undefined, fallback = 0): number => {
  const n = typeof v === 'number' ? v : Number.parseFloat(String(v ?? ''));
  return Number.isFinite(n) ? n : fallback;
};

export async function createGraphicPreview(canvas: HTMLCanvasElement): Promise<GraphicPreview> {
  const THREE = await import('three');
  const { OrbitControls } = await import('three/examples/jsm/controls/OrbitControls.js');
  const renderer = new THREE.WebGLRenderer({ canvas, antialias: true, preserveDrawingBuffer: true });
  renderer.setPixelRatio(Math.min(2, window.devicePixelRatio || 1));
  const scene = new THREE.Scene();
  scene.background = new THREE.Color('#f3f4f6');
  scene.add(new THREE.AmbientLight(0xffffff, 0.7));
  const sun = new THREE.DirectionalLight(0xffffff, 0.8);
  sun.position.set(60, 100, 80);
  scene.add(sun);
  const camera = new THREE.PerspectiveCamera(CAMERA.fov, 1, 0.1, CAMERA.far);
  camera.position.set(60, 50, 70);
  const controls = new OrbitControls(camera, canvas);
  controls.minDistance = CAMERA.minDistance;
  controls.maxDistance = CAMERA.maxDistance;
  controls.enableDamping = true;
  let content = new THREE.Group();
  scene.add(content);

  const build = (node: ProductGraphicNode): InstanceType<typeof THREE.Object3D> => {
    const x = num(node.props.x);
    const y = num(node.props.y);
    const z = num(node.props.z);
    if (node.type === 'group') {
      const group = new THREE.Group();
      group.position.set(x, -y, z);
      for (const child of node.children) group.add(build(child));
      return group;
    }
    const width = Math.max(0.01, Math.abs(num(node.props.width, 1)));
    const height = Math.max(0.01, Math.abs(num(node.props.height, 1)));
    const depth = node.type === 'cube' ? Math.max(0.01, Math.abs(num(node.props.depth, 1))) : 0.5;
    const colour = typeof node.props.fill === 'string' ? node.props.fill : '#d1d5db';
    const mesh = new THREE.Mesh(new THREE.BoxGeometry(width, height, depth), new THREE.MeshStandardMaterial({ color: new THREE.Color(colour) }));
    // Props give the top-left (front) corner, y down like the 2D view; three centres boxes.
    mesh.position.set(x + width / 2, -(y + height / 2), z + depth / 2);
    return mesh;
  };

  let frame = 0;
  const loop = () => {
    controls.update();
    renderer.render(scene, camera);
    frame = requestAnimationFrame(loop);
  };
  loop();

  return {
    update(nodes) {
      scene.remove(content);
      content.traverse((o) => {
        if (o instanceof THREE.Mesh) {
          o.geometry.dispose();
          (o.material as InstanceType<typeof THREE.Material>).dispose();
        }
      });
      content = new THREE.Group();
      for (const node of nodes) content.add(build(node));
      // Centre the graphic at the orbit's target.
      const box = new THREE.Box3().setFromObject(content);
      if (!box.isEmpty()) content.position.sub(box.getCenter(new THREE.Vector3()));
      scene.add(content);
    },
    resize(width, height) {
      renderer.setSize(width, height, false);
      camera.aspect = width / Math.max(1, height);
      camera.updateProjectionMatrix();
    },
    dispose() {
      cancelAnimationFrame(frame);
      controls.dispose();
      renderer.dispose();
    },
  };
}
