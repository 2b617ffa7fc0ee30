class Program_weight_tensor_meta_qkv:
	name = "in_0"
	original_name = "qkv"
	shape = [2, 129, 4, 196]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.050
	std = 1.180
