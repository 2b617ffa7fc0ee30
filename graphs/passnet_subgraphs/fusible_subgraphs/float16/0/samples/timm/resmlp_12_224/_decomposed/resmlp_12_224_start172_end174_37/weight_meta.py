class Program_weight_tensor_meta_x_86:
	name = "in_0"
	original_name = "x_86"
	shape = [2, 196, 384]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.014
	std = 0.581
