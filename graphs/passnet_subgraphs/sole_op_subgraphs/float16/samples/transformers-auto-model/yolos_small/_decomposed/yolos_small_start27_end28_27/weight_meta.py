class Program_weight_tensor_meta_transpose_4:
	name = "in_0"
	original_name = "transpose_4"
	shape = [11, 1600, 384]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.000
	std = 0.020
