class Program_weight_tensor_meta_x_se_3:
	name = "in_0"
	original_name = "x_se_3"
	shape = [1, 24, 1, 1]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.016
	std = 0.154
