class Program_weight_tensor_meta_k:
	name = "in_0"
	original_name = "k"
	shape = [1, 3, 197, 64]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.017
	std = 0.281


class Program_weight_tensor_meta_q:
	name = "in_1"
	original_name = "q"
	shape = [1, 3, 197, 64]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.021
	std = 0.280


class Program_weight_tensor_meta_v:
	name = "in_2"
	original_name = "v"
	shape = [1, 3, 197, 64]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.036
	std = 0.284
