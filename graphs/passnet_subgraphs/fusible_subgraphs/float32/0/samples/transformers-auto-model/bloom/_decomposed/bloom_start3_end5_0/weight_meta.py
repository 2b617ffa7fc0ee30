class Program_weight_tensor_meta_base:
	name = "in_0"
	original_name = "base"
	shape = []
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.500
	std = 0.000
	data = [0.500000]
