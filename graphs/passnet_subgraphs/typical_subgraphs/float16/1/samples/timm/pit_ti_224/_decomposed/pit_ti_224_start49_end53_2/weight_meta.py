class Program_weight_tensor_meta_x_25:
	name = "in_0"
	original_name = "x_25"
	shape = [4, 730, 64]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.037
	std = 0.532
