class Program_weight_tensor_meta_x_142:
	name = "in_0"
	original_name = "x_142"
	shape = [4, 368, 7, 7]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.056
	std = 0.061


class Program_weight_tensor_meta_x_151:
	name = "in_1"
	original_name = "x_151"
	shape = [4, 368, 7, 7]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.001
	std = 0.021
