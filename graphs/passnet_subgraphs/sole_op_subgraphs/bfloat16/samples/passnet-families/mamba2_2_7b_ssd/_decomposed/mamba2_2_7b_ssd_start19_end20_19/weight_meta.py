class Program_weight_tensor_meta_transpose_1:
	name = "in_0"
	original_name = "transpose_1"
	shape = [1, 128, 5376]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.005
	std = 0.428
