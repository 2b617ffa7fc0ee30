class Program_weight_tensor_meta_x_98:
	name = "in_0"
	original_name = "x_98"
	shape = [1, 196, 512]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.002
	std = 1.000
