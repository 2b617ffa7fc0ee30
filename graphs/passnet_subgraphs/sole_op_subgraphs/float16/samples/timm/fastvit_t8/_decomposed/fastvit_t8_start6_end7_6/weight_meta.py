class Program_weight_tensor_meta_out_1:
	name = "in_0"
	original_name = "out_1"
	shape = [1, 48, 112, 112]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.008
	std = 0.549
