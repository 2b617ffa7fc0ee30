class Program_weight_tensor_meta_qkv:
	name = "in_0"
	original_name = "qkv"
	shape = [4, 129, 4, 196]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.049
	std = 1.180
