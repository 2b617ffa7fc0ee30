class Program_weight_tensor_meta_x_17:
	name = "in_0"
	original_name = "x_17"
	shape = [2, 24, 56, 56]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.115
	std = 1.337


class Program_weight_tensor_meta_x_25:
	name = "in_1"
	original_name = "x_25"
	shape = [2, 24, 56, 56]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.105
	std = 1.073
