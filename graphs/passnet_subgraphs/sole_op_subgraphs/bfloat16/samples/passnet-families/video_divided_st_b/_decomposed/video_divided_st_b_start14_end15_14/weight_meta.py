class Program_weight_tensor_meta_k:
	name = "in_0"
	original_name = "k"
	shape = [196, 12, 8, 64]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.001
	std = 0.580


class Program_weight_tensor_meta_q:
	name = "in_1"
	original_name = "q"
	shape = [196, 12, 8, 64]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.001
	std = 0.578


class Program_weight_tensor_meta_v:
	name = "in_2"
	original_name = "v"
	shape = [196, 12, 8, 64]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.001
	std = 0.579
