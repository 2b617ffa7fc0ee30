class Program_weight_tensor_meta_qkv_1:
	name = "in_0"
	original_name = "qkv_1"
	shape = [2, 8, 49, 192]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.007
	std = 0.436
