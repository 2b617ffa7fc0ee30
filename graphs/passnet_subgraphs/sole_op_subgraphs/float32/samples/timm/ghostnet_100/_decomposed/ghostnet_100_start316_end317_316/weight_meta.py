class Program_weight_tensor_meta_x_68:
	name = "in_0"
	original_name = "x_68"
	shape = [1, 960, 7, 7]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.023
	std = 0.034
