class Program_weight_tensor_meta_invert:
	name = "in_0"
	original_name = "invert"
	shape = [128, 128]
	dtype = "torch.bool"
	device = "cpu"
	mean = None
	std = None


class Program_weight_tensor_meta_x_5:
	name = "in_1"
	original_name = "x_5"
	shape = [1, 80, 1, 128, 128]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.332
	std = 0.276
