class Program_weight_tensor_meta_x_3:
	name = "in_0"
	original_name = "x_3"
	shape = [2, 512, 256]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.238
	std = 0.585
