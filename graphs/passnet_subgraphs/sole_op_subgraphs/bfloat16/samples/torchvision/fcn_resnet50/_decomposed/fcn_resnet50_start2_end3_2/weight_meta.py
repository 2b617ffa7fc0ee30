class Program_weight_tensor_meta_x_1:
	name = "in_0"
	original_name = "x_1"
	shape = [1, 64, 260, 260]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.003
	std = 0.175
