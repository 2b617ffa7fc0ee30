class Program_weight_tensor_meta_x_se_3:
	name = "in_0"
	original_name = "x_se_3"
	shape = [1, 768, 1, 1]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.004
	std = 0.085
